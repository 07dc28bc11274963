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
const NO_SESSION_ERROR_TYPES = new Set([
  'unauthorized_credentials',
  'session_not_found',
  'invalid_session_token',
]);

function isNoSession(cause: unknown): boolean {
  const errorType = errorField(cause, 'error_type');
  if (errorType !== undefined && NO_SESSION_ERROR_TYPES.has(errorType)) return true;
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
