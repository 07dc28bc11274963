import { describe, expect, it } from 'vitest';
import { sessionCookies } from './session-cookies';

const SESSION = {
  session_token: 'token-abc_123',
  session_jwt: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln',
  expires_at: '2030-01-02T03:04:05.678Z',
};
/** js-cookie writes `Expires` as a UTC date string: whole seconds. */
const EXPIRES = Math.floor(Date.parse(SESSION.expires_at) / 1000);

describe('sessionCookies: the cookies as @stytch/vanilla-js 6.3 writes them', () => {
  it('on localhost: host-only, Path=/, SameSite=Lax, not Secure, not HttpOnly, expiring with the session', () => {
    expect(sessionCookies('http://localhost:3000/account', SESSION)).toEqual([
      {
        name: 'stytch_session',
        value: SESSION.session_token,
        domain: 'localhost',
        path: '/',
        expires: EXPIRES,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
      {
        name: 'stytch_session_jwt',
        value: SESSION.session_jwt,
        domain: 'localhost',
        path: '/',
        expires: EXPIRES,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ]);
  });

  it.each(['http://127.0.0.1:5173', 'http://[::1]:8080'])('leaves Secure off on %s too', (appUrl) => {
    expect(sessionCookies(appUrl, SESSION).map((cookie) => cookie.secure)).toEqual([false, false]);
  });

  it('elsewhere: Secure, still host-only', () => {
    const [cookie] = sessionCookies('https://app.example.com', SESSION);
    expect(cookie).toMatchObject({ domain: 'app.example.com', secure: true, sameSite: 'Lax' });
  });

  it("follows the app's cookieOptions: names, path, and a domain for subdomains off localhost", () => {
    const options = {
      opaqueTokenCookieName: 'app_session',
      jwtCookieName: 'app_jwt',
      path: '/app',
      domain: 'example.com',
      availableToSubdomains: true,
    };
    expect(sessionCookies('https://app.example.com', SESSION, options)).toEqual([
      expect.objectContaining({ name: 'app_session', domain: '.example.com', path: '/app' }),
      expect.objectContaining({ name: 'app_jwt', domain: '.example.com', path: '/app' }),
    ]);
    // On localhost the client never sets a domain.
    expect(sessionCookies('http://localhost:3000', SESSION, options)[0]?.domain).toBe('localhost');
  });

  it('encodes values as js-cookie does', () => {
    const [cookie] = sessionCookies('http://localhost', { ...SESSION, session_token: 'a b;c=d' });
    expect(cookie?.value).toBe('a%20b%3Bc=d');
  });

  it('refuses an address that is not an http(s) page', () => {
    expect(() => sessionCookies('file:///tmp/app.html', SESSION)).toThrow('must be an http(s) page URL');
  });
});
