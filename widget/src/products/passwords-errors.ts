import { errorField } from '../strings/server-errors';

/** The server's answer for an account that must reset its password before logging in with one. */
export function isResetRequiredError(error: unknown): boolean {
  return errorField(error, 'error_type') === 'reset_password';
}
