/**
 * The session cookies exactly as `@stytch/vanilla-js` 6.3 writes them on the page's origin (its
 * `SubscriptionDataLayer.writeSessionCookie` through js-cookie), in the shape a test browser's
 * `addCookies` takes, so a page loaded after them finds the session the client would have stored.
 */

/** A cookie as Playwright's `BrowserContext.addCookies` (and `cookies()`) describe one. */
export type TestCookie = {
  name: string;
  value: string;
  /** Without a leading dot: the page's host only (the client sets no `Domain` on its own). */
  domain: string;
  path: string;
  /** Unix time in seconds. */
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
};

/** The client's `cookieOptions`, when the host app sets any. */
export type SessionCookieOptions = {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  path?: string;
  domain?: string;
  availableToSubdomains?: boolean;
};

export const SESSION_COOKIE = 'stytch_session';
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';

/** The client's own test for a development host, where it leaves `Secure` off (plain http works). */
function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}$/.test(hostname)
  );
}

/** js-cookie's value encoding: percent-encoding, with the characters cookies allow left as they are. */
function cookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

/**
 * `stytch_session` (the opaque token) and `stytch_session_jwt` for a page of `appUrl`: `SameSite=Lax`,
 * not HttpOnly, `Secure` except on localhost, `Path=/` unless the options say otherwise, expiring with
 * the session (js-cookie writes whole seconds). A `Domain` is set only for `availableToSubdomains`
 * off localhost, as the client does.
 */
export function sessionCookies(
  appUrl: string | URL,
  session: { session_token: string; session_jwt: string; expires_at: string },
  options: SessionCookieOptions = {},
): TestCookie[] {
  const { hostname, protocol } = new URL(appUrl);
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(`The app's address must be an http(s) page URL, not "${String(appUrl)}".`);
  }
  const isLocal = isLocalhost(hostname);
  const isSubdomainCookie = !isLocal && options.availableToSubdomains === true;
  const common = {
    domain: isSubdomainCookie ? `.${(options.domain ?? hostname).replace(/^\./, '')}` : hostname,
    path: options.path || '/',
    expires: Math.floor(Date.parse(session.expires_at) / 1000),
    httpOnly: false,
    secure: !isLocal,
    sameSite: 'Lax' as const,
  };
  return [
    {
      name: options.opaqueTokenCookieName || SESSION_COOKIE,
      value: cookieValue(session.session_token),
      ...common,
    },
    { name: options.jwtCookieName || SESSION_JWT_COOKIE, value: cookieValue(session.session_jwt), ...common },
  ];
}
