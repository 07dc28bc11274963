import { describe, expect, it } from 'vitest';
import {
  afterSession,
  afterStart,
  lastUsedKey,
  NOTHING_USED,
  parseLastUsed,
  readLastUsed,
  writeLastUsed,
} from './last-used';

const googleFactor = { delivery_method: 'oauth_google' };
const emailFactor = { delivery_method: 'email' };

describe('the last-used OAuth provider', () => {
  it('marks nothing for a start alone: the redirect may never complete', () => {
    expect(afterStart(NOTHING_USED, 'google')).toEqual({ started: 'google', confirmed: null });
  });

  it('confirms the started provider once a session was made with it', () => {
    const started = afterStart(NOTHING_USED, 'google');
    expect(afterSession(started, [emailFactor, googleFactor])).toEqual({
      started: null,
      confirmed: 'google',
    });
  });

  it('keeps the mark where it was for a session of another method or provider, or none', () => {
    const record = afterStart({ started: null, confirmed: 'github' }, 'google');
    expect(afterSession(record, [emailFactor])).toBe(record);
    expect(afterSession(record, [{ delivery_method: 'oauth_apple' }])).toBe(record);
    expect(afterSession(record, undefined)).toBe(record);
  });

  it('confirms nothing it did not see started, even a session made with a provider', () => {
    const record = { started: null, confirmed: 'github' } as const;
    expect(afterSession(record, [googleFactor])).toBe(record);
  });

  it('reads back what it wrote, one key per project, and ignores records it did not write', () => {
    expect(lastUsedKey('public-token-test-1')).toBe('foyer:oauth-last-used:public-token-test-1');
    const key = lastUsedKey('public-token-test-1');
    writeLastUsed(() => localStorage, key, { started: 'apple', confirmed: 'google' });
    expect(readLastUsed(() => localStorage, key)).toEqual({ started: 'apple', confirmed: 'google' });
    expect(readLastUsed(() => localStorage, lastUsedKey('public-token-test-2'))).toEqual(NOTHING_USED);
    expect(parseLastUsed('not json')).toEqual(NOTHING_USED);
    expect(parseLastUsed('"google"')).toEqual(NOTHING_USED);
    expect(parseLastUsed('{"started":"myspace","confirmed":"yahoo"}')).toEqual({
      started: null,
      confirmed: 'yahoo',
    });
    localStorage.clear();
  });

  it('remembers nothing, and fails nothing, where storage is refused', () => {
    const refused = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => writeLastUsed(refused, 'foyer:x', { started: 'google', confirmed: null })).not.toThrow();
    expect(readLastUsed(refused, 'foyer:x')).toEqual(NOTHING_USED);
  });
});
