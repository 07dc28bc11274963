import { describe, expect, it } from 'vitest';
import type { Cookie, CookieChange } from '../../../contracts/cookies';
import { joinOverwrites } from './overwrite-pairs';

function cookie(name: string, value: string): Cookie {
  return {
    name,
    value,
    domain: 'localhost',
    path: '/',
    expires: null,
    size: name.length + value.length,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
}

describe("Electron's overwrite pairs", () => {
  it('become one overwrite with the old cookie beside the new', () => {
    const seen: CookieChange[] = [];
    const emit = joinOverwrites((change) => seen.push(change));
    emit({ cookie: cookie('stytch_session', 'old'), cause: 'overwrite', removed: true, at: 1 });
    emit({ cookie: cookie('stytch_session', 'new'), cause: 'inserted', removed: false, at: 2 });
    expect(seen).toEqual([
      {
        cookie: cookie('stytch_session', 'new'),
        cause: 'overwrite',
        removed: false,
        at: 2,
        previous: cookie('stytch_session', 'old'),
      },
    ]);
  });

  it('pass other changes through as they are', () => {
    const seen: CookieChange[] = [];
    const emit = joinOverwrites((change) => seen.push(change));
    const changes: CookieChange[] = [
      { cookie: cookie('a', '1'), cause: 'inserted', removed: false, at: 1 },
      { cookie: cookie('a', '1'), cause: 'explicit', removed: true, at: 2 },
    ];
    for (const change of changes) emit(change);
    expect(seen).toEqual(changes);
  });
});
