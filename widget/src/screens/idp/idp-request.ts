import { parseOAuthAuthorizeParams, parseOAuthLogoutParams } from '@stytch/vanilla-js/headless';
import { message } from '../../state/display-message';
import type { IdpState } from '../../state/idp';

// The client's parsers check these in this order and stop at the first one missing.
const REQUIRED_AUTHORIZE = ['client_id', 'redirect_uri'] as const;
const REQUIRED_LOGOUT = ['client_id', 'post_logout_redirect_uri'] as const;

const missingParameter = (param: string) => ({
  status: 'error' as const,
  problem: message('idp.error.missingParameter', { param }),
});

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
    params: result,
    step: missing ? missingParameter(missing) : { status: 'preflight' },
  };
}
