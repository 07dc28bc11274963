import type { PasswordResetByEmailStartOptions } from '@stytch/vanilla-js/headless';
import { hasProduct, type ResolvedConfig } from '../config/resolve-config';
import { goTo } from '../state/navigation';
import type { FlowContext } from './flow-context';
import { sendLoginLink } from './magic-link-send';
import { sendLoginPasscode } from './otp-send';
import { templateLocale } from './template-locale';

/** The email a user without a password gets instead: a passcode, a login link, or a link to set a password. */
export type PasswordlessEmail = 'passcode' | 'loginLink' | 'passwordReset';

/**
 * Passwordless mode's rule: an email passcode when passcodes are on for email, otherwise a login link
 * when magic links are on, otherwise a reset email so the user can set a first password.
 */
export function passwordlessEmailFor(config: ResolvedConfig): PasswordlessEmail {
  if (hasProduct(config, 'otp') && config.otpOptions.methods.includes('email')) return 'passcode';
  if (hasProduct(config, 'emailMagicLinks')) return 'loginLink';
  return 'passwordReset';
}

export function resetEmailOptions(
  config: ResolvedConfig,
  locale: string,
  email: string,
): PasswordResetByEmailStartOptions {
  const options = config.passwordOptions;
  return {
    email,
    login_redirect_url: options.loginRedirectURL,
    login_expiration_minutes: options.loginExpirationMinutes,
    reset_password_redirect_url: options.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options.resetPasswordExpirationMinutes,
    reset_password_template_id: options.resetPasswordTemplateId,
    locale: templateLocale(locale),
  };
}

/** Sends a password-reset email; the caller decides which screen explains it. */
export async function sendResetEmail(widget: FlowContext, email: string): Promise<void> {
  await widget.client.passwords.resetByEmailStart(
    resetEmailOptions(widget.config, widget.translator.locale, email),
  );
  widget.emit({ type: 'email_sent', data: { email, type: 'reset_password' } });
}

/** Sends whatever passwordless mode calls for and moves to the screen that follows it. */
export async function sendPasswordlessEmail(
  widget: FlowContext,
  email: string,
  signal?: AbortSignal,
): Promise<void> {
  switch (passwordlessEmailFor(widget.config)) {
    case 'passcode':
      return sendLoginPasscode(widget, 'email', email, signal);
    case 'loginLink':
      return sendLoginLink(widget, email, signal);
    case 'passwordReset':
      await sendResetEmail(widget, email);
      if (!signal?.aborted) goTo(widget.store, 'PasswordSetNew');
  }
}
