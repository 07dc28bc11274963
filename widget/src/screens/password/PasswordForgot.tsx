import { ResetEmailSent } from './ResetEmailSent';

/**
 * "Forgot password?": the reset email the user asked for from the log-in form. Its "Resend email" is
 * not the confirmation screen's "Try again", so it reports no email_try_again_clicked.
 */
export function PasswordForgot() {
  return (
    <ResetEmailSent screen="PasswordForgot" title="passwords.forgot.title" body="passwords.forgot.body" />
  );
}
