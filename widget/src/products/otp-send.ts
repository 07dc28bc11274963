import type { WidgetClient } from '../client/widget-client';
import type { ResolvedConfig } from '../config/resolve-config';
import type { OTPMethod, SentPasscode } from '../state/otp';
import type { Locale } from '../strings/catalog';

/**
 * Sends a passcode by one method (an E.164 number for sms and WhatsApp, an address for email) and
 * says where it went and until when it works. The clock starts before the call, so the countdown
 * never outlasts the server's own expiry. Errors are the client's, for the caller to show.
 */
export async function sendPasscode(
  client: WidgetClient,
  config: ResolvedConfig,
  locale: Locale,
  method: OTPMethod,
  destination: string,
): Promise<SentPasscode> {
  const { expirationMinutes, loginTemplateId, signupTemplateId } = config.otpOptions;
  const startedAt = Date.now();
  const options = { expiration_minutes: expirationMinutes, locale };
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
