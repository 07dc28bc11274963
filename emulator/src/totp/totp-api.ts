import { z } from 'zod';
import type { FieldErrorTypes } from '../http/validation';
import type { User } from '../users/user-collections';
import type { CreatedTotp } from './totp-flows';

/**
 * What the TOTP calls of the browser API (`/sdk/v1/totps...`, on the session's user) and of the
 * backend API (`/v1/totps...`, on the user named by `user_id`) share.
 */

/** How long a new TOTP waits for its first code, as the provider bounds `expiration_minutes`. */
export const totpExpirationMinutes = z.number().int().min(5).max(1440);

export const TOTP_FIELD_ERRORS: FieldErrorTypes = {
  expiration_minutes: 'invalid_expiration',
  totp_code: 'invalid_totp_code',
  recovery_code: 'invalid_recovery_code',
  session_duration_minutes: 'invalid_session_duration_minutes',
};

/** The answer to `totps.create`: the new TOTP's secret, QR code and recovery codes, and its user. */
export function createdTotpAnswer(user: User, created: CreatedTotp) {
  return {
    user_id: user.user_id,
    totp_id: created.record.totp_id,
    secret: created.record.secret,
    qr_code: created.qrCode,
    recovery_codes: created.record.recovery_codes.map((r) => r.code),
    user: created.user,
  };
}
