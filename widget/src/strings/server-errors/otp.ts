import type { MessageId } from '../catalog';

/** Server error types of the passcode flows. */
export const otpServerErrors: Readonly<Record<string, MessageId>> = {
  otp_code_not_found: 'otp.error.invalidPasscode',
  otp_code_expired: 'otp.authenticate.expired',
  invalid_phone_number: 'phone.invalid',
};
