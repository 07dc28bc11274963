import { describe, expect, it } from 'vitest';
import { defaultMountSettings } from '../mount/settings';
import { cspOfPage, needsNewPage, pageQueryFor, readHandoff } from './page-url';

const settings = defaultMountSettings('public-token-test-page');

describe('page address', () => {
  it('reads what a link that landed on the testbed asks for', () => {
    expect(readHandoff('?stytch_token_type=magic_links&token=abc')).toEqual({
      kind: 'authenticate',
      tokenType: 'magic_links',
    });
    expect(readHandoff('?stytch_token_type=reset_password&token=r1')).toEqual({
      kind: 'passwordReset',
      token: 'r1',
    });
    expect(readHandoff('?stytch_token_type=login&token=l1')).toEqual({ kind: 'passwordReset', token: 'l1' });
    expect(readHandoff('?csp=strict')).toEqual({ kind: 'none' });
  });

  it("takes an app's authorize or logout request as the identity-provider mode with its parameters", () => {
    expect(readHandoff('?client_id=c&redirect_uri=http%3A%2F%2Flocalhost%3A7000%2Fcallback&state=s')).toEqual(
      {
        kind: 'identityProvider',
        params: 'client_id=c&redirect_uri=http%3A%2F%2Flocalhost%3A7000%2Fcallback&state=s',
      },
    );
    expect(readHandoff('?csp=off&client_id=c&post_logout_redirect_uri=x')).toEqual({
      kind: 'identityProvider',
      params: 'client_id=c&post_logout_redirect_uri=x',
    });
  });

  it('puts the identity-provider parameters in the address only in that mode', () => {
    const idp = {
      ...settings,
      mode: 'identityProvider' as const,
      identityProviderParams: 'client_id=c&redirect_uri=r',
    };
    expect(pageQueryFor(idp, '?csp=strict')).toBe('?csp=strict&client_id=c&redirect_uri=r');
    expect(pageQueryFor(settings, '?csp=strict&client_id=c&redirect_uri=r')).toBe('?csp=strict');
  });

  it("keeps a reset link's token parameters in reset mode and drops them elsewhere", () => {
    const search = '?stytch_token_type=login&token=l1';
    expect(pageQueryFor({ ...settings, mode: 'passwordReset' }, search)).toBe(
      '?csp=strict&stytch_token_type=login&token=l1',
    );
    expect(pageQueryFor(settings, search)).toBe('?csp=strict');
  });

  it('needs a new page for a new project or another CSP, not for anything else', () => {
    const page = { token: 'public-token-test-page', search: '?csp=strict' };
    expect(needsNewPage(settings, page)).toBe(false);
    expect(needsNewPage({ ...settings, locale: 'es', mode: 'passwordReset' }, page)).toBe(false);
    expect(needsNewPage({ ...settings, publicToken: 'public-token-test-other' }, page)).toBe(true);
    expect(needsNewPage({ ...settings, hostCsp: 'off' }, page)).toBe(true);
    expect(cspOfPage('')).toBe('strict');
  });
});
