import { ApiError } from '../http/api-error';

/** Long enough for "Ada's work laptop (Chrome)", short enough for one row of the passkey list. */
const MAX_REGISTRATION_NAME_LENGTH = 100;

/**
 * A new name for a registration: trimmed, 1 to 100 characters, with no control characters. An empty
 * one has the provider's own type; the others are its `bad_request`, saying what is wrong.
 */
export function requireRegistrationName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new ApiError('empty_webauthn_registration_name', 'A passkey name cannot be empty.');
  if ([...name].length > MAX_REGISTRATION_NAME_LENGTH) {
    throw new ApiError(
      'bad_request',
      `A passkey name has at most ${MAX_REGISTRATION_NAME_LENGTH} characters.`,
    );
  }
  if (/\p{Cc}/u.test(name)) {
    throw new ApiError('bad_request', 'A passkey name cannot contain control characters.');
  }
  return name;
}
