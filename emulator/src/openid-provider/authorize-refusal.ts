import { type RedirectTarget, redirectWith } from './redirect-target';

/** The error codes an authorization response carries (RFC 6749 §4.1.2.1, OIDC Core §3.1.2.6). */
export type AuthorizeErrorCode =
  | 'invalid_request'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'login_required'
  | 'consent_required'
  | 'interaction_required';

/**
 * A refusal of an authorize request whose client and redirect URI are known: it goes back to that
 * redirect URI, where the relying party reads it, rather than to the page.
 */
export class AuthorizeRefusal extends Error {
  constructor(
    readonly code: AuthorizeErrorCode,
    description: string,
  ) {
    super(description);
    this.name = 'AuthorizeRefusal';
  }
}

/**
 * The error response at the client's redirect URI: `error`, `error_description`, the request's
 * `state`, and `iss` (RFC 9207), so the client can tell which provider answered.
 */
export function refusalRedirect(target: RedirectTarget, refusal: AuthorizeRefusal, issuer: string): string {
  return redirectWith(target.redirectUri, {
    error: refusal.code,
    error_description: refusal.message,
    state: target.state,
    iss: issuer,
  });
}
