import { useWidget } from '../components/widget-context';
import { ResetEmailSent } from './password/ResetEmailSent';

/** "Forgot password?": the reset email the user asked for from the log-in form. */
export function PasswordForgot() {
  const { emit } = useWidget();
  return (
    <ResetEmailSent
      screen="PasswordForgot"
      title="passwords.forgot.title"
      body="passwords.forgot.body"
      onResend={(email) => emit({ type: 'email_try_again_clicked', data: { email, type: 'reset_password' } })}
    />
  );
}
