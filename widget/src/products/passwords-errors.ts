import { type DisplayMessage, message } from '../state/display-message';
import { describeErrorInServerWords, errorField } from '../strings/server-errors';

/** The server's answer for an account that must reset its password before logging in with one. */
export function isResetRequiredError(error: unknown): boolean {
  return errorField(error, 'error_type') === 'reset_password';
}

/**
 * A failed log-in in words: the server's own text explains wrong credentials best, but the lockout
 * after repeated wrong passwords (`too_many_requests`) gets ours, in the user's language, with the
 * way out (a reset unlocks the account).
 */
export function describeLogInError(error: unknown): DisplayMessage {
  if (errorField(error, 'error_type') === 'too_many_requests')
    return message('passwords.error.tooManyAttempts');
  return describeErrorInServerWords(error);
}
