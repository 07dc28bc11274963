import type { CookieChange } from '../../../contracts/cookies';
import { cookieKeyOf } from './cookie-diff';

/**
 * Electron reports a cookie set over another as two changes: the old one removed with cause
 * `overwrite`, then the new one inserted. This joins each such pair into the one change the
 * Chromium mode's diff reports (`overwrite`, not removed, with `previous`), so both modes read
 * alike and the panel can show old and new values. Everything else passes through.
 */
export function joinOverwrites(listener: (change: CookieChange) => void): (change: CookieChange) => void {
  const replaced = new Map<string, CookieChange['cookie']>();
  return (change) => {
    const key = cookieKeyOf(change.cookie);
    if (change.removed && change.cause === 'overwrite') {
      replaced.set(key, change.cookie);
      return;
    }
    const previous = change.removed ? undefined : replaced.get(key);
    replaced.delete(key);
    listener(previous ? { ...change, cause: 'overwrite', previous } : change);
  };
}
