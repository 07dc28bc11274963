import type { CapabilityContract } from './capability-contract';

export type SameSite = 'Strict' | 'Lax' | 'None' | '';

/** One cookie with the columns Chrome DevTools shows. */
export type Cookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch, or null for a session cookie. */
  expires: number | null;
  /** Bytes of name plus value, as DevTools counts them. */
  size: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: SameSite;
};

/** What identifies a cookie in the jar. */
export type CookieKey = Pick<Cookie, 'name' | 'domain' | 'path'>;

/**
 * Why a cookie changed. Electron reports these from the network stack; the Chromium mode derives
 * the first four by comparing the jar before and after.
 */
export type CookieChangeCause =
  | 'inserted'
  | 'overwrite'
  | 'explicit'
  | 'expired'
  | 'evicted'
  | 'expired-overwrite'
  | 'inserted-no-change-overwrite'
  | 'inserted-no-value-change-overwrite';

export type CookieChange = {
  cookie: Cookie;
  cause: CookieChangeCause;
  removed: boolean;
  at: number;
  /** For a cookie set over another (`overwrite`, not removed): the one it replaced, old value and all. */
  previous?: Cookie;
};

/** The testbed page's cookies, as DevTools' Application panel shows them. */
export type CookiesApi = {
  listCookies(): Promise<Cookie[]>;
  deleteCookie(key: CookieKey): Promise<void>;
  deleteAllCookies(): Promise<void>;
};

export type CookieEvents = { cookieChanged: CookieChange };

export const cookiesContract: CapabilityContract<CookiesApi, CookieEvents> = {
  methods: {
    listCookies: 'testbed:cookies:list',
    deleteCookie: 'testbed:cookies:delete',
    deleteAllCookies: 'testbed:cookies:delete-all',
  },
  events: { cookieChanged: 'testbed:event:cookie-changed' },
};
