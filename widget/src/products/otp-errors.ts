import { type DisplayMessage, message } from '../state/display-message';
import { describeError, errorField } from '../strings/server-errors';

/**
 * A refused passcode in words. The provider answers a code used already and a code expired alike
 * (`unable_to_auth_otp_code`); the widget's own countdown tells them apart: once it has run out, the
 * code expired ("Your code has expired."), otherwise the server's own text says what happened, as the
 * provider's prebuilt UI shows it. Every other refusal is described as anywhere else.
 */
export function describePasscodeError(cause: unknown, expiresAt: number, now = Date.now()): DisplayMessage {
  if (errorField(cause, 'error_type') === 'unable_to_auth_otp_code' && now >= expiresAt) {
    return message('otp.authenticate.expired');
  }
  return describeError(cause);
}
