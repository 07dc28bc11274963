import { ResetEmailSent } from './ResetEmailSent';

/**
 * The reset-required notice: the server wants the password reset before it is used again (for
 * example after the account also signed in without a password), so a reset email went out.
 */
export function PasswordDedupe() {
  return (
    <ResetEmailSent
      screen="PasswordDedupe"
      title="passwords.resetRequired.title"
      body="passwords.resetRequired.body"
    />
  );
}
