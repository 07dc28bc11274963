import { ApiError } from '../http/api-error';

/** A request field that failed its format check, ready to become a 400 error envelope. */
export interface FormatError {
  readonly status_code: 400;
  readonly error_type: 'invalid_email' | 'invalid_phone_number';
  readonly error_message: string;
}

export type FormatCheck =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: FormatError };

// Mirrors the widget's own check (spec §7): a local part, "@", and a dotted domain whose last label is
// at least two letters. Stricter than RFC 5322 on purpose: the provider rejects addresses like "a@b".
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

// E.164: "+", a country code that never starts with 0, at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/** Addresses are compared case-insensitively, so the stored form is trimmed and lower case. */
export function checkEmail(email: string): FormatCheck {
  const value = email.trim().toLowerCase();
  if (value.length <= 254 && EMAIL.test(value)) return { ok: true, value };
  return {
    ok: false,
    error: {
      status_code: 400,
      error_type: 'invalid_email',
      error_message: `"${email}" is not a valid email address.`,
    },
  };
}

export function checkPhoneNumber(phoneNumber: string): FormatCheck {
  const value = phoneNumber.trim();
  if (E164.test(value)) return { ok: true, value };
  return {
    ok: false,
    error: {
      status_code: 400,
      error_type: 'invalid_phone_number',
      error_message: `"${phoneNumber}" is not a phone number in E.164 format, such as +15555550100.`,
    },
  };
}

function valueOrThrow(check: FormatCheck): string {
  if (check.ok) return check.value;
  throw new ApiError(check.error.status_code, check.error.error_type, check.error.error_message);
}

/** The normalised address, or a thrown 400 `invalid_email`. */
export function requireValidEmail(email: string): string {
  return valueOrThrow(checkEmail(email));
}

/** The number, or a thrown 400 `invalid_phone_number`. */
export function requireValidPhoneNumber(phoneNumber: string): string {
  return valueOrThrow(checkPhoneNumber(phoneNumber));
}
