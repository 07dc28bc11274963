import { newRequestId } from '../http/request-id';
/** The error codes of RFC 6749 §5.2, RFC 6750 §3.1 and RFC 7009 §2.2.1 this provider answers with. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_token'
  | 'insufficient_scope'
  | 'unsupported_token_type';

/**
 * A refusal of an OpenID Connect endpoint, answered in the words of the RFCs (`error`,
 * `error_description`) for relying parties, not the provider's SDK envelope.
 */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    readonly code: OAuthErrorCode,
    description: string,
    /** The `WWW-Authenticate` challenge a 401 (or 403 on a resource) carries. */
    readonly challenge?: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

const OAUTH_ERRORS_URI = 'https://www.rfc-editor.org/rfc/rfc6749#section-5.2';

function quoted(text: string): string {
  return `"${text.replace(/["\\]/g, '')}"`;
}

/** A Bearer challenge naming the error (RFC 6750 §3). */
export function bearerChallenge(code: OAuthErrorCode, description: string): string {
  return `Bearer error=${quoted(code)}, error_description=${quoted(description)}`;
}

/**
 * The JSON answer to an OAuth error. Besides `error` and `error_description` it carries the
 * envelope's keys (`status_code`, `error_type`, `error_message`, ...), as the provider's OAuth
 * errors carry `status_code` and `request_id`: a relying party ignores keys it does not know
 * (RFC 6749 §5.2), and every other emulator tool reads the error as it reads any other.
 */
export function oauthErrorResponse(error: OAuthError): Response {
  const body = {
    error: error.code,
    error_description: error.message,
    status_code: error.status,
    request_id: newRequestId(),
    error_uri: OAUTH_ERRORS_URI,
    error_type: error.code,
    error_message: error.message,
    error_url: OAUTH_ERRORS_URI,
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    pragma: 'no-cache',
  };
  if (error.challenge) headers['www-authenticate'] = error.challenge;
  return new Response(JSON.stringify(body), { status: error.status, headers });
}
