import { ResetEmailSent } from './ResetEmailSent';

/** The password the user logged in with appeared in a breach, so it must be replaced by email. */
export function PasswordBreached() {
  return (
    <ResetEmailSent
      screen="PasswordBreached"
      title="passwords.breached.title"
      body="passwords.breached.body"
    />
  );
}
