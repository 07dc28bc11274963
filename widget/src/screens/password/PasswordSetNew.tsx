import { ResetEmailSent } from './ResetEmailSent';

/** "Check your email!": an account without a password was sent a link to set one. */
export function PasswordSetNew() {
  return (
    <ResetEmailSent screen="PasswordSetNew" title="passwords.setNew.title" body="passwords.setNew.body" />
  );
}
