import type { DeclaredErrorType } from '../../client/declared-error-types';
import { type DisplayMessage, message } from '../../state/display-message';
import { describeErrorInServerWords, errorField } from '../../strings/server-errors';

/** The server returned a redirect that is not a web page; the widget does not follow it. */
export class UnsafeRedirectError extends Error {
  constructor(readonly uri: string) {
    super(`Not following a redirect that is not http(s): ${uri}`);
    this.name = 'UnsafeRedirectError';
  }
}

// What the provider answers when the request carries no session, or one that has ended.
const NO_SESSION_ERROR_TYPES: ReadonlySet<string> = new Set<DeclaredErrorType>([
  'unauthorized_credentials',
  'session_not_found',
  'invalid_session_token',
]);

/** The provider refused the call for want of a session it will use (none, ended, or too old for the request). */
export function isNoSession(cause: unknown): boolean {
  const errorType = errorField(cause, 'error_type');
  // A 401 of another type (an unregistered redirect URI) is about the request, not the session.
  if (errorType !== undefined) return NO_SESSION_ERROR_TYPES.has(errorType);
  return typeof cause === 'object' && cause !== null && 'status_code' in cause && cause.status_code === 401;
}

/**
 * What an identity-provider step that failed tells the user: no session says so in the widget's
 * words, a refused redirect says why, and anything else in the server's own words (an unknown client,
 * an unregistered redirect URI), since the server's text names what the application got wrong.
 */
export function describeIdpFailure(cause: unknown): DisplayMessage {
  if (cause instanceof UnsafeRedirectError) return message('idp.error.unsafeRedirect');
  if (isNoSession(cause)) return message('idp.error.noActiveSession');
  return describeErrorInServerWords(cause);
}
