import { mountWidget } from './mount-widget';
import type { PasswordResetOptions, WidgetHandle, WidgetOptions } from './options';

/** The sign-up and log-in flow, starting on Main. */
export function mountLogin(options: WidgetOptions): WidgetHandle {
  return mountWidget('login', options);
}

/** The reset form for a token from a password-reset (or login) email. */
export function mountPasswordReset(options: PasswordResetOptions): WidgetHandle {
  return mountWidget('passwordReset', options, { passwordResetToken: options.passwordResetToken });
}

/** Passkey registration for the signed-in user. */
export function mountPasskeyRegistration(options: WidgetOptions): WidgetHandle {
  return mountWidget('passkeyRegistration', options);
}

/** The identity-provider consent or logout screen, driven by the page's query parameters. */
export function mountIdentityProvider(options: WidgetOptions): WidgetHandle {
  return mountWidget('identityProvider', options);
}
