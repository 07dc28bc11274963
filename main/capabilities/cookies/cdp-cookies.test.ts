import { describe, expect, it } from 'vitest';
import type { CookieChange } from '../../../contracts/cookies';
import type { CdpTransport } from '../transport';
import { type CdpCookie, createCookieCapability, fromCdpCookie } from './cdp-cookies';

function cdpCookie(overrides: Partial<CdpCookie>): CdpCookie {
  return {
    name: 'stytch_session',
    value: 'token',
    domain: 'localhost',
    path: '/',
    expires: 1_900_000_000,
    size: 19,
    httpOnly: false,
    secure: false,
    session: false,
    sameSite: 'Lax',
    ...overrides,
  };
}

/** A transport that answers getCookies from a jar and records every command. */
function fakeTransport(jar: CdpCookie[]) {
  const sent: Array<{ method: string; params?: Record<string, unknown> }> = [];
  const transport: CdpTransport = {
    async send<Result>(method: string, params?: Record<string, unknown>) {
      sent.push({ method, params });
      if (method === 'Network.getCookies') return { cookies: jar } as Result;
      if (method === 'Network.deleteCookies') {
        const index = jar.findIndex((c) => c.name === params?.name && c.domain === params?.domain);
        if (index >= 0) jar.splice(index, 1);
      }
      return {} as Result;
    },
    on: () => () => undefined,
  };
  return { transport, sent };
}

describe('cookies capability', () => {
  it('maps CDP cookies to the DevTools columns, session cookies without an expiry', () => {
    expect(fromCdpCookie(cdpCookie({ session: true, expires: -1, sameSite: undefined }))).toEqual({
      name: 'stytch_session',
      value: 'token',
      domain: 'localhost',
      path: '/',
      expires: null,
      size: 19,
      httpOnly: false,
      secure: false,
      sameSite: '',
    });
  });

  it("lists the cookies of the testbed page's URL, sorted by domain, path and name", async () => {
    const { transport, sent } = fakeTransport([cdpCookie({ name: 'b' }), cdpCookie({ name: 'a' })]);
    const cookies = createCookieCapability({
      transport,
      pageUrl: () => 'http://localhost:5000/',
      changes: { subscribe: () => () => undefined },
    });
    expect((await cookies.list()).map((c) => c.name)).toEqual(['a', 'b']);
    expect(sent).toEqual([{ method: 'Network.getCookies', params: { urls: ['http://localhost:5000/'] } }]);
  });

  it('deletes one cookie by name, domain and path, and tells the change feed it was explicit', async () => {
    const { transport, sent } = fakeTransport([cdpCookie({})]);
    const noted: unknown[] = [];
    const cookies = createCookieCapability({
      transport,
      pageUrl: () => 'http://localhost:5000/',
      changes: { subscribe: () => () => undefined, noteExplicitDelete: (key) => noted.push(key) },
    });
    await cookies.remove({ name: 'stytch_session', domain: 'localhost', path: '/' });
    expect(noted).toEqual([{ name: 'stytch_session', domain: 'localhost', path: '/' }]);
    expect(sent.at(-1)).toEqual({
      method: 'Network.deleteCookies',
      params: { name: 'stytch_session', domain: 'localhost', path: '/' },
    });
  });

  it('deletes every cookie of the page', async () => {
    const jar = [cdpCookie({ name: 'stytch_session' }), cdpCookie({ name: 'stytch_session_jwt' })];
    const { transport } = fakeTransport(jar);
    const cookies = createCookieCapability({
      transport,
      pageUrl: () => 'http://localhost:5000/',
      changes: { subscribe: () => () => undefined },
    });
    await cookies.removeAll();
    expect(await cookies.list()).toEqual([]);
  });

  it('passes the change feed through to subscribers', () => {
    const { transport } = fakeTransport([]);
    let emit: ((change: CookieChange) => void) | undefined;
    const cookies = createCookieCapability({
      transport,
      pageUrl: () => 'http://localhost:5000/',
      changes: {
        subscribe: (listener) => {
          emit = listener;
          return () => undefined;
        },
      },
    });
    const seen: CookieChange[] = [];
    cookies.subscribe((change) => seen.push(change));
    const change: CookieChange = {
      cookie: fromCdpCookie(cdpCookie({})),
      cause: 'inserted',
      removed: false,
      at: 1,
    };
    emit?.(change);
    expect(seen).toEqual([change]);
  });
});
