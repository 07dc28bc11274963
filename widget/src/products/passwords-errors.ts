import type { DeclaredErrorType } from '../client/declared-error-types';
import { type DisplayMessage, message } from '../state/display-message';
import { describeErrorInServerWords, errorField } from '../strings/server-errors';

/** The server's answer for an account that must reset its password before logging in with one. */
export function isResetRequiredError(error: unknown): boolean {
  return errorField(error, 'error_type') === ('reset_password' satisfies DeclaredErrorType);
}

/**
 * A failed log-in in words: the server's own text explains wrong credentials best, but a user locked
 * by failed sign-ins (`user_lock_limit_reached`) is told so in the user's language, as the provider's
 * prebuilt UI tells it.
 */
export function describeLogInError(error: unknown): DisplayMessage {
  if (errorField(error, 'error_type') === ('user_lock_limit_reached' satisfies DeclaredErrorType)) {
    return message('error.userLocked');
  }
  return describeErrorInServerWords(error);
}
