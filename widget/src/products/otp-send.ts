import type { WidgetClient } from '../client/widget-client';
import type { ResolvedConfig } from '../config/resolve-config';
import { goTo } from '../state/navigation';
import { type OTPMethod, type SentPasscode, setOTPSent } from '../state/otp';
import type { FlowContext } from './flow-context';
import { templateLocale } from './template-locale';

/**
 * Sends a passcode by one method (an E.164 number for sms and WhatsApp, an address for email) and
 * says where it went and until when it works. The clock starts before the call, so the countdown
 * never outlasts the server's own expiry. Errors are the client's, for the caller to show.
 */
export async function sendPasscode(
  client: WidgetClient,
  config: ResolvedConfig,
  locale: string,
  method: OTPMethod,
  destination: string,
): Promise<SentPasscode> {
  const { expirationMinutes, loginTemplateId, signupTemplateId } = config.otpOptions;
  const startedAt = Date.now();
  const options = { expiration_minutes: expirationMinutes, locale: templateLocale(locale) };
  const response =
    method === 'email'
      ? await client.otps.email.loginOrCreate(destination, {
          ...options,
          login_template_id: loginTemplateId,
          signup_template_id: signupTemplateId,
        })
      : await client.otps[method].loginOrCreate(destination, options);
  return {
    type: method,
    methodId: response.method_id,
    otpDestination: destination,
    expiresAt: startedAt + expirationMinutes * 60_000,
  };
}

/**
 * Sends a login-or-sign-up passcode and moves to OTPAuthenticate: Main's passcode tabs and the password
 * flow's email passcode. An aborted `signal` (the form is gone) keeps a late answer from navigating.
 */
export async function sendLoginPasscode(
  widget: FlowContext,
  method: OTPMethod,
  destination: string,
  signal?: AbortSignal,
): Promise<void> {
  const { client, store, config, translator, emit } = widget;
  const sent = await sendPasscode(client, config, translator.locale, method, destination);
  if (signal?.aborted) return;
  setOTPSent(store, sent);
  if (method === 'email') {
    emit({ type: 'email_sent', data: { email: destination, type: 'login_or_create_otp' } });
  }
  goTo(store, 'OTPAuthenticate');
}
