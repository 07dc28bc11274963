import type { PasswordResetByEmailStartOptions } from '@stytch/vanilla-js/headless';
import type { WidgetContextValue } from '../components/widget-context';
import { hasProduct, type ResolvedConfig } from '../config/resolve-config';
import { magicLinkOptions } from '../screens/main/magic-link-options';
import { setMagicLinkEmail } from '../state/magic-links';
import { goTo } from '../state/navigation';
import { setOTPSent } from '../state/otp';
import type { Locale } from '../strings/catalog';
import { sendPasscode } from './otp-send';

/** What the password flow's email-sending steps need from the mounted widget. */
export type PasswordFlowContext = Pick<
  WidgetContextValue,
  'client' | 'store' | 'config' | 'translator' | 'emit'
>;

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
  locale: Locale,
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
    locale,
  };
}

/** Sends a password-reset email; the caller decides which screen explains it. */
export async function sendResetEmail(widget: PasswordFlowContext, email: string): Promise<void> {
  await widget.client.passwords.resetByEmailStart(
    resetEmailOptions(widget.config, widget.translator.locale, email),
  );
  widget.emit({ type: 'email_sent', data: { email, type: 'reset_password' } });
}

/** "Login without a password": a login link to the same address, then EmailConfirmation. */
export async function sendLoginLink(widget: PasswordFlowContext, email: string): Promise<void> {
  const { client, store, config, translator, emit } = widget;
  await client.magicLinks.email.loginOrCreate(email, magicLinkOptions(config, translator.locale));
  setMagicLinkEmail(store, email);
  emit({ type: 'email_sent', data: { email, type: 'login_or_create_eml' } });
  goTo(store, 'EmailConfirmation');
}

/** A passcode to the address, then the passcode screen. */
export async function sendEmailPasscode(widget: PasswordFlowContext, email: string): Promise<void> {
  const { client, store, config, translator, emit } = widget;
  setOTPSent(store, await sendPasscode(client, config, translator.locale, 'email', email));
  emit({ type: 'email_sent', data: { email, type: 'login_or_create_otp' } });
  goTo(store, 'OTPAuthenticate');
}

/** Sends whatever passwordless mode calls for and moves to the screen that follows it. */
export async function sendPasswordlessEmail(widget: PasswordFlowContext, email: string): Promise<void> {
  switch (passwordlessEmailFor(widget.config)) {
    case 'passcode':
      return sendEmailPasscode(widget, email);
    case 'loginLink':
      return sendLoginLink(widget, email);
    case 'passwordReset':
      await sendResetEmail(widget, email);
      goTo(widget.store, 'PasswordSetNew');
  }
}
