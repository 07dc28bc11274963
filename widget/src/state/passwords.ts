import type { WidgetStore } from './store';

/** What the user search said about the email: no account, an account with a password, or one without. */
export type PasswordUserType = 'new' | 'password' | 'passwordless';

export type PasswordState = { email: string; type: PasswordUserType };

/**
 * The reset mount's token. `login` tokens are authenticated directly; any other token type opens the
 * reset form.
 */
export type ResetTokenType = 'reset_password' | 'login';
export type ResetPasswordState = { token: string; tokenType: ResetTokenType } | null;

export const initialPasswordState = (): PasswordState => ({ email: '', type: 'new' });

export function setPasswordUser(store: WidgetStore, email: string, type: PasswordUserType): void {
  store.formState.passwordState = { email, type };
}

export function setResetPasswordToken(store: WidgetStore, token: string, tokenType: ResetTokenType): void {
  store.formState.resetPasswordState = { token, tokenType };
}
