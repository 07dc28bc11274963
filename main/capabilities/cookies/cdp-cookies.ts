import type { Cookie, CookieChange, CookieKey, SameSite } from '../../../contracts/cookies';
import type { CdpTransport } from '../transport';

/** A cookie as CDP's `Network.getCookies` returns it (the fields we read). */
export type CdpCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch; -1 (with `session: true`) for a session cookie. */
  expires: number;
  size: number;
  httpOnly: boolean;
  secure: boolean;
  session: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
};

/** Where live cookie changes come from: Electron's session events, or a diffing poller over CDP. */
export type CookieChangeFeed = {
  subscribe(listener: (change: CookieChange) => void): () => void;
  /** Tells a feed that cannot see causes that the testbed itself is deleting this cookie. */
  noteExplicitDelete?(key: CookieKey): void;
};

export type CookieCapability = {
  list(): Promise<Cookie[]>;
  remove(key: CookieKey): Promise<void>;
  removeAll(): Promise<void>;
  subscribe(listener: (change: CookieChange) => void): () => void;
};

export function fromCdpCookie(cookie: CdpCookie): Cookie {
  const sameSite: SameSite = cookie.sameSite ?? '';
  return {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain,
    path: cookie.path,
    expires: cookie.session || cookie.expires < 0 ? null : cookie.expires,
    size: cookie.size,
    httpOnly: cookie.httpOnly,
    secure: cookie.secure,
    sameSite,
  };
}

/** The cookies the testbed page can see: those CDP would send to the page's own URL. */
export function listPageCookies(transport: CdpTransport, pageUrl: () => string): Promise<Cookie[]> {
  return transport
    .send<{ cookies: CdpCookie[] }>('Network.getCookies', { urls: [pageUrl()] })
    .then(({ cookies }) => cookies.map(fromCdpCookie).sort(byDomainPathName));
}

function byDomainPathName(a: Cookie, b: Cookie): number {
  return a.domain.localeCompare(b.domain) || a.path.localeCompare(b.path) || a.name.localeCompare(b.name);
}

export function createCookieCapability(options: {
  transport: CdpTransport;
  pageUrl: () => string;
  changes: CookieChangeFeed;
}): CookieCapability {
  const { transport, pageUrl, changes } = options;
  const list = () => listPageCookies(transport, pageUrl);
  const remove = async (key: CookieKey) => {
    changes.noteExplicitDelete?.(key);
    await transport.send('Network.deleteCookies', { name: key.name, domain: key.domain, path: key.path });
  };
  return {
    list,
    remove,
    async removeAll() {
      for (const cookie of await list()) await remove(cookie);
    },
    subscribe: (listener) => changes.subscribe(listener),
  };
}
