import { parseOAuthAuthorizeParams, parseOAuthLogoutParams } from '@stytch/vanilla-js/headless';
import { message } from '../../state/display-message';
import type { AuthorizeParams, IdpState } from '../../state/idp';

// The client's parsers check these in this order and stop at the first one missing.
const REQUIRED_AUTHORIZE = ['client_id', 'redirect_uri'] as const;
const REQUIRED_LOGOUT = ['client_id', 'post_logout_redirect_uri'] as const;

const missingParameter = (param: string) => ({
  status: 'error' as const,
  problem: message('idp.error.missingParameter', { param }),
});

/** prompt=none: the application asked that nothing be shown (OIDC Core §3.1.2.1). */
export function isSilent(params: Pick<AuthorizeParams, 'prompt'>): boolean {
  return (params.prompt ?? '').split(' ').includes('none');
}

/**
 * What the client's parser drops but the provider must see: `max_age`, and a PKCE method other than
 * S256 (to refuse it). S256, the one method offered, is left out as the provider's own UI leaves it.
 */
function unparsedAuthorizeParams(query: URLSearchParams): {
  code_challenge_method?: string;
  max_age?: string;
} {
  const method = query.get('code_challenge_method');
  const maxAge = query.get('max_age');
  return {
    ...(method && method !== 'S256' ? { code_challenge_method: method } : {}),
    ...(maxAge ? { max_age: maxAge } : {}),
  };
}

/**
 * The identity-provider flow the page address asks for, read with the client's own parsers: a logout
 * when `post_logout_redirect_uri` is present, an authorize request otherwise. A required parameter
 * that is missing puts the flow in its error step at once.
 */
export function idpStateFor(search: string): IdpState {
  const query = new URLSearchParams(search);
  if (query.has('post_logout_redirect_uri')) {
    const { error, result } = parseOAuthLogoutParams(query);
    // The parser's message is English only; the partial result says which field it stopped at.
    const missing = error ? REQUIRED_LOGOUT.find((field) => !result[field]) : undefined;
    return {
      flow: 'logout',
      params: result,
      step: missing ? missingParameter(missing) : { status: 'preflight' },
    };
  }
  const { error, result } = parseOAuthAuthorizeParams(query);
  const missing = error ? REQUIRED_AUTHORIZE.find((field) => !result[field]) : undefined;
  return {
    flow: 'authorize',
    params: { ...result, ...unparsedAuthorizeParams(query) },
    step: missing ? missingParameter(missing) : { status: 'preflight' },
  };
}
