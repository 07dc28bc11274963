import type { DeclaredErrorType } from '../client/declared-error-types';
import { errorField } from '../strings/server-errors';
import { TOKEN_TYPE_PARAM } from './mount-modes';

/** The query parameters an emailed link adds to the page it opens. */
const TOKEN_PARAMS: ReadonlySet<string> = new Set(['token', TOKEN_TYPE_PARAM]);

/**
 * Refusals that mean the token can never work again: a reset token or a login link used, expired or
 * never issued.
 */
const SPENT_TOKEN_ERRORS: ReadonlySet<string> = new Set<DeclaredErrorType>([
  'unable_to_auth_password_reset_token',
  'unable_to_auth_magic_link',
  'magic_link_not_found',
]);

/**
 * `href` without the emailed token's parameters. Every other parameter keeps its exact text and
 * place (a host's own encoding stays as it was), and so does the hash.
 */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !TOKEN_PARAMS.has([...new URLSearchParams(pair).keys()][0] ?? ''));
  url.search = kept.join('&');
  return url.href;
}

/** Takes a spent token out of the address bar, so that a reload does not offer its form again. */
function forgetSpentToken(): void {
  const address = addressWithoutToken(window.location.href);
  // The host's router may keep its own state in the entry: replace the address only.
  if (address !== window.location.href) window.history.replaceState(window.history.state, '', address);
}

/**
 * Makes the call that spends the token the page was opened with, then forgets the token once it is
 * spent: when the call succeeds, or when the server says it was used, expired or never existed. A
 * refusal of anything else (a weak new password) leaves it, since the token still works.
 */
export async function spendAddressToken<T>(call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    forgetSpentToken();
    return result;
  } catch (cause) {
    const errorType = errorField(cause, 'error_type');
    if (errorType !== undefined && SPENT_TOKEN_ERRORS.has(errorType)) forgetSpentToken();
    throw cause;
  }
}
