import { describe, expect, it } from 'vitest';
import { demoAppEndpoints } from './endpoints';
import type { SignedIn } from './relying-party';
import { type RouteDeps, route } from './routes';
import type { BrowserSession } from './sessions';

const SIGNED_IN: SignedIn = {
  idToken: 'h.p.s',
  idTokenHeader: { alg: 'ES256', kid: 'k1' },
  claims: { sub: 'user-test-1', email: '<b>ada</b>@example.com', exp: 1_800_000_000 },
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  scope: 'openid email profile',
  expiresIn: 3600,
  userinfo: { sub: 'user-test-1' },
  refreshes: 0,
};

const deps: RouteDeps = {
  endpoints: demoAppEndpoints('http://localhost:7000'),
  currentPublicToken: async () => 'public-token-test-1',
  providerFor: () => Promise.reject(new Error('The emulator is not running.')),
  randomState: () => 'state-1',
};

const get = (path: string, session: BrowserSession) =>
  route(deps, { method: 'GET', url: new URL(path, 'http://localhost:7000') }, session);

describe('demo app routes', () => {
  it('comes back signed out only with the state it sent to the logout page', async () => {
    const session: BrowserSession = {
      phase: {
        kind: 'loggingOut',
        publicToken: 'public-token-test-1',
        signedIn: SIGNED_IN,
        state: 'state-1',
      },
      notice: null,
    };
    await get('/signed-out?state=forged', session);
    expect(session.phase.kind).toBe('loggingOut');
    expect(session.notice).toMatchObject({ kind: 'error' });

    await get('/signed-out?state=state-1', session);
    expect(session.phase).toEqual({ kind: 'signedOut' });
    expect(session.notice).toEqual({ kind: 'info', text: 'You are signed out.' });
  });

  it('refuses a callback it did not start, in words', async () => {
    const result = await get('/callback?code=c&state=s', { phase: { kind: 'signedOut' }, notice: null });
    expect(result).toMatchObject({ kind: 'page', status: 400 });
    expect(result?.kind === 'page' && result.body).toContain('This sign-in was not started here');
  });

  it('shows an unreachable provider as a message, never a stack trace', async () => {
    const result = await get('/', { phase: { kind: 'signedOut' }, notice: null });
    expect(result).toMatchObject({ kind: 'page', status: 502 });
    const body = result?.kind === 'page' ? result.body : '';
    expect(body).toContain('The emulator is not running.');
    expect(body).not.toContain('    at ');
  });

  it('shows the claims escaped, with times readable', async () => {
    const session: BrowserSession = {
      phase: { kind: 'signedIn', publicToken: 'public-token-test-1', signedIn: SIGNED_IN },
      notice: null,
    };
    const result = await get('/', session);
    const body = result?.kind === 'page' ? result.body : '';
    expect(body).toContain('&lt;b&gt;ada&lt;/b&gt;@example.com');
    expect(body).not.toContain('<b>ada');
    expect(body).toContain('1800000000 (2027-01-15 08:00:00 UTC)');
  });
});
