import { ApiError } from '../http/api-error';

// The one email check of the emulator (sends, search, seeding). Mirrors the widget's own (spec §7): a
// local part, "@", and a dotted domain whose last label is at least two letters. Stricter than RFC
// 5322 on purpose: the provider rejects addresses like "a@b".
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

// E.164: "+", a country code that never starts with 0, at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/** Addresses are compared case-insensitively, so the stored form is trimmed and lower case. */
function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const value = normalizedEmail(email);
  return value.length <= 254 && EMAIL.test(value);
}

export function isValidPhoneNumber(phoneNumber: string): boolean {
  return E164.test(phoneNumber.trim());
}

/** The normalised address, or a thrown 400 `invalid_email`. */
export function requireValidEmail(email: string): string {
  if (isValidEmail(email)) return normalizedEmail(email);
  throw new ApiError('invalid_email', `"${email}" is not a valid email address.`);
}

/** The number, or a thrown 400 `invalid_phone_number`. */
export function requireValidPhoneNumber(phoneNumber: string): string {
  if (isValidPhoneNumber(phoneNumber)) return phoneNumber.trim();
  throw new ApiError(
    'invalid_phone_number',
    `"${phoneNumber}" is not a phone number in E.164 format, such as +15555550100.`,
  );
}
