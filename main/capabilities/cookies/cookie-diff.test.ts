import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cookie, CookieChange } from '../../../contracts/cookies';
import { createPolledCookieFeed, diffCookies } from './cookie-diff';

function cookie(name: string, overrides: Partial<Cookie> = {}): Cookie {
  return {
    name,
    value: 'v1',
    domain: 'localhost',
    path: '/',
    expires: 2_000_000_000,
    size: name.length + 2,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
    ...overrides,
  };
}

const context = { explicitlyDeleted: new Set<string>(), nowSeconds: 1_000_000_000, at: 5 };

describe('diffCookies', () => {
  it('names new cookies "inserted" and changed ones "overwrite"', () => {
    const changes = diffCookies([cookie('a')], [cookie('a', { value: 'v2' }), cookie('b')], context);
    expect(changes.map(({ cookie, cause, removed }) => [cookie.name, cause, removed])).toEqual([
      ['a', 'overwrite', false],
      ['b', 'inserted', false],
    ]);
  });

  it('keeps the cookie an overwrite replaced, so its old value can be shown beside the new', () => {
    const [change] = diffCookies([cookie('a')], [cookie('a', { value: 'v2' })], context);
    expect(change?.previous?.value).toBe('v1');
    expect(change?.cookie.value).toBe('v2');
  });

  it('reports nothing for an unchanged jar', () => {
    expect(diffCookies([cookie('a')], [cookie('a')], context)).toEqual([]);
  });

  it('tells apart a removal the testbed asked for, one that expired, and one a script overwrote', () => {
    const before = [cookie('mine'), cookie('old', { expires: 999_999_999 }), cookie('script')];
    const changes = diffCookies(before, [], {
      ...context,
      explicitlyDeleted: new Set(['localhost\t/\tmine']),
    });
    expect(changes.map(({ cookie, cause, removed }) => [cookie.name, cause, removed])).toEqual([
      ['mine', 'explicit', true],
      ['old', 'expired', true],
      ['script', 'expired-overwrite', true],
    ]);
  });
});

describe('polled cookie feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports changes between readings while someone listens, and stops reading after', async () => {
    let jar: Cookie[] = [];
    const list = vi.fn(async () => jar);
    const feed = createPolledCookieFeed({ list, intervalMs: 100, now: () => 42_000 });
    const seen: CookieChange[] = [];
    const stop = feed.subscribe((change) => seen.push(change));
    await vi.advanceTimersByTimeAsync(0);

    jar = [cookie('stytch_session')];
    await vi.advanceTimersByTimeAsync(100);
    feed.noteExplicitDelete({ name: 'stytch_session', domain: 'localhost', path: '/' });
    jar = [];
    await vi.advanceTimersByTimeAsync(100);

    expect(seen.map(({ cookie, cause }) => `${cookie.name}:${cause}`)).toEqual([
      'stytch_session:inserted',
      'stytch_session:explicit',
    ]);
    expect(seen[0]?.at).toBe(42_000);
    stop();
    const readings = list.mock.calls.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(list.mock.calls.length).toBe(readings);
  });

  it('keeps an explicit mark for a removal that lands a reading later', async () => {
    let jar: Cookie[] = [cookie('a')];
    const feed = createPolledCookieFeed({ list: async () => jar, intervalMs: 100 });
    const seen: CookieChange[] = [];
    feed.subscribe((change) => seen.push(change));
    await vi.advanceTimersByTimeAsync(0);
    feed.noteExplicitDelete(cookie('a'));
    await vi.advanceTimersByTimeAsync(100);
    jar = [];
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.map((change) => change.cause)).toEqual(['explicit']);
  });

  it('survives a failed reading (the page navigating) and goes on', async () => {
    let fail = true;
    let jar = [cookie('a')];
    const feed = createPolledCookieFeed({
      list: async () => {
        if (fail) throw new Error('Target closed');
        return jar;
      },
      intervalMs: 100,
    });
    const seen: CookieChange[] = [];
    feed.subscribe((change) => seen.push(change));
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(100);
    jar = [cookie('a'), cookie('b')];
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.map(({ cookie, cause }) => `${cookie.name}:${cause}`)).toEqual(['b:inserted']);
  });
});
