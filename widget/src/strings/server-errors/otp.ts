import type { ServerErrorMessages } from '.';

/**
 * Server error types of the passcode flows, in the provider's prebuilt UI's words. A code used
 * already or expired (`unable_to_auth_otp_code`) is not here: the passcode screen tells the two
 * apart by its own countdown (products/otp-errors.ts).
 */
export const otpServerErrors: ServerErrorMessages = {
  otp_code_not_found: 'otp.error.invalidPasscode',
  invalid_phone_number: 'phone.invalid',
};
