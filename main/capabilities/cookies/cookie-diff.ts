import type { Cookie, CookieChange, CookieKey } from '../../../contracts/cookies';
import type { CookieChangeFeed } from './cdp-cookies';

export function cookieKeyOf(cookie: CookieKey): string {
  return `${cookie.domain}\t${cookie.path}\t${cookie.name}`;
}

function isSameCookie(a: Cookie, b: Cookie): boolean {
  return (
    a.value === b.value &&
    a.expires === b.expires &&
    a.httpOnly === b.httpOnly &&
    a.secure === b.secure &&
    a.sameSite === b.sameSite
  );
}

/**
 * The changes between two readings of the jar, named with Electron's causes so both modes read
 * alike: new cookies are `inserted`, changed ones `overwrite`, and a removal is `explicit` when the
 * testbed deleted it, `expired` when its time was up, else `expired-overwrite` (a page script
 * deleting a cookie writes it again with a past date, which is how Chromium names that case).
 */
export function diffCookies(
  before: readonly Cookie[],
  after: readonly Cookie[],
  context: { explicitlyDeleted: ReadonlySet<string>; nowSeconds: number; at: number },
): CookieChange[] {
  const previous = new Map(before.map((cookie) => [cookieKeyOf(cookie), cookie]));
  const changes: CookieChange[] = [];
  for (const cookie of after) {
    const key = cookieKeyOf(cookie);
    const old = previous.get(key);
    previous.delete(key);
    if (!old) changes.push({ cookie, cause: 'inserted', removed: false, at: context.at });
    else if (!isSameCookie(old, cookie))
      changes.push({ cookie, cause: 'overwrite', removed: false, at: context.at, previous: old });
  }
  for (const [key, cookie] of previous) {
    const cause = context.explicitlyDeleted.has(key)
      ? 'explicit'
      : cookie.expires !== null && cookie.expires <= context.nowSeconds
        ? 'expired'
        : 'expired-overwrite';
    changes.push({ cookie, cause, removed: true, at: context.at });
  }
  return changes;
}

const EXPLICIT_MARK_MS = 5000;

/**
 * A change feed for transports that have no cookie events (CDP has none): reads the jar on an
 * interval while someone listens and reports the differences.
 */
export function createPolledCookieFeed(options: {
  list: () => Promise<Cookie[]>;
  intervalMs?: number;
  now?: () => number;
}): Required<CookieChangeFeed> & { poll(): Promise<void> } {
  const { list, intervalMs = 250, now = Date.now } = options;
  const listeners = new Set<(change: CookieChange) => void>();
  // Cookie key -> when the testbed asked to delete it. A mark outlives the reading in flight when
  // the delete was requested, and is dropped once seen or after a few seconds.
  const explicitlyDeleted = new Map<string, number>();
  let last: Cookie[] | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;

  const readOnce = async () => {
    const current = await list();
    if (last) {
      const at = now();
      const marked = new Set(explicitlyDeleted.keys());
      const changes = diffCookies(last, current, { explicitlyDeleted: marked, nowSeconds: at / 1000, at });
      for (const change of changes) {
        if (change.cause === 'explicit') explicitlyDeleted.delete(cookieKeyOf(change.cookie));
        for (const listener of listeners) listener(change);
      }
    }
    last = current;
    for (const [key, markedAt] of explicitlyDeleted) {
      if (now() - markedAt > EXPLICIT_MARK_MS) explicitlyDeleted.delete(key);
    }
  };
  // One reading at a time: a slow CDP answer must not let two diffs interleave.
  const poll = () => {
    inFlight ??= readOnce()
      .catch(() => {
        // The page may be navigating; the next tick reads again.
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    poll,
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        void poll();
        timer = setInterval(() => void poll(), intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          last = null;
        }
      };
    },
    noteExplicitDelete(key) {
      explicitlyDeleted.set(cookieKeyOf(key), now());
    },
  };
}
