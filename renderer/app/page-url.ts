import type { HostCsp, MountSettings } from '../../preload/api';

/** The query parameter the testbed's server reads to pick the host page's CSP. */
export const CSP_PARAM = 'csp';
const TOKEN_TYPE_PARAM = 'stytch_token_type';
const TOKEN_PARAM = 'token';
/** Every identity-provider request names its client, authorize and logout alike. */
const CLIENT_ID_PARAM = 'client_id';

export function cspOfPage(search: string): HostCsp {
  return new URLSearchParams(search).get(CSP_PARAM) === 'off' ? 'off' : 'strict';
}

/** What a link that landed on the testbed asks for. */
export type Handoff =
  | { kind: 'none' }
  /** Magic links and OAuth: the host page (the testbed) authenticates them, as a real host would. */
  | { kind: 'authenticate'; tokenType: string }
  /** Password reset links (and the `login` token type): the widget's reset mode handles them. */
  | { kind: 'passwordReset'; token: string }
  /**
   * An app's authorize or logout request: this page is the project's identity-provider page (the
   * discovery document's authorization and end-session endpoint), so it mounts that mode with the
   * request's parameters, as a host's page for that mode would.
   */
  | { kind: 'identityProvider'; params: string };

export function readHandoff(search: string): Handoff {
  const params = new URLSearchParams(search);
  if (params.has(CLIENT_ID_PARAM)) {
    params.delete(CSP_PARAM);
    return { kind: 'identityProvider', params: params.toString() };
  }
  const tokenType = params.get(TOKEN_TYPE_PARAM);
  const token = params.get(TOKEN_PARAM);
  if (!tokenType || !token) return { kind: 'none' };
  if (tokenType === 'reset_password' || tokenType === 'login') return { kind: 'passwordReset', token };
  return { kind: 'authenticate', tokenType };
}

/**
 * The query string the page should have for these settings: the CSP choice always; the identity
 * provider's parameters in that mode (the widget reads them from the address); a reset link's
 * token parameters in reset mode. Anything else a previous mode left behind is dropped.
 */
export function pageQueryFor(settings: MountSettings, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const next = new URLSearchParams();
  next.set(CSP_PARAM, settings.hostCsp);
  if (settings.mode === 'passwordReset') {
    for (const name of [TOKEN_TYPE_PARAM, TOKEN_PARAM]) {
      const value = current.get(name);
      if (value !== null) next.set(name, value);
    }
  }
  if (settings.mode === 'identityProvider') {
    for (const [name, value] of new URLSearchParams(settings.identityProviderParams)) {
      if (name !== CSP_PARAM) next.append(name, value);
    }
  }
  return `?${next.toString()}`;
}

/** A new project or another CSP means a new page: the client and the CSP belong to the page. */
export function needsNewPage(settings: MountSettings, page: { token: string; search: string }): boolean {
  return settings.publicToken !== page.token || settings.hostCsp !== cspOfPage(page.search);
}
