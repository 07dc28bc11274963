import type { DeclaredErrorType } from '../../client/declared-error-types';
import { errorField } from '.';

/**
 * Server error types that say what the user typed is wrong: a form shows them under its field and
 * marks the field invalid. Every other failure (an outage, a rate limit, an expired code, a spent
 * link, a type the widget does not know) is about the request, so the field is left unmarked.
 */
const INPUT_ERROR_TYPES: ReadonlySet<string> = new Set<DeclaredErrorType>([
  'invalid_email',
  'invalid_phone_number',
  // A wrong passcode or password: each is the one field of its form.
  'otp_code_not_found',
  'unauthorized_credentials',
  'weak_password',
]);

/** Whether a failed call was refused for what the user typed, rather than for the request. */
export function isAboutInput(error: unknown): boolean {
  const errorType = errorField(error, 'error_type');
  return errorType !== undefined && INPUT_ERROR_TYPES.has(errorType);
}
