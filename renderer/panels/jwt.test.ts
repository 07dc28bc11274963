import { describe, expect, it } from 'vitest';
import { claimTimes, decodeJwt } from './jwt';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const SESSION_CLAIM = 'https://stytch.com/session';
const claims = {
  sub: 'user-test-1',
  iat: 1_772_359_200,
  nbf: 1_772_359_200,
  exp: 1_772_359_500,
  [SESSION_CLAIM]: {
    id: 'session-test-1',
    started_at: '2026-03-01T10:00:00Z',
    expires_at: '2026-03-01T11:00:00Z',
    authentication_factors: [{ type: 'magic_link', last_authenticated_at: '2026-03-01T10:00:00Z' }],
  },
};
const jwt = `${encode({ alg: 'RS256', kid: 'jwk-test', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;

describe('decodeJwt', () => {
  it('reads the header and claims of a session JWT', () => {
    expect(decodeJwt(jwt)).toEqual({ header: { alg: 'RS256', kid: 'jwk-test', typ: 'JWT' }, claims });
  });

  it('reads base64url with the characters plain base64 lacks, and UTF-8', () => {
    const header = encode({ alg: 'none' });
    const body = encode({ name: 'Zoë ~~~ ???' });
    expect(body).toMatch(/[-_]/);
    expect(decodeJwt(`${header}.${body}.`)?.claims).toEqual({ name: 'Zoë ~~~ ???' });
  });

  it('is null for cookies that are not JWTs', () => {
    expect(decodeJwt('opaque-session-token')).toBeNull();
    expect(decodeJwt('a.b.c')).toBeNull();
    expect(decodeJwt(`${encode(['alg'])}.${encode({})}.x`)).toBeNull();
    expect(decodeJwt(`${encode({ typ: 'JWT' })}.${encode({})}.x`)).toBeNull();
  });
});

describe('claimTimes', () => {
  it('finds the seconds claims and the session claim’s times, with their instants', () => {
    expect(claimTimes(claims)).toEqual([
      { path: 'iat', raw: 1_772_359_200, at: 1_772_359_200_000 },
      { path: 'nbf', raw: 1_772_359_200, at: 1_772_359_200_000 },
      { path: 'exp', raw: 1_772_359_500, at: 1_772_359_500_000 },
      {
        path: `${SESSION_CLAIM}.started_at`,
        raw: '2026-03-01T10:00:00Z',
        at: Date.parse('2026-03-01T10:00:00Z'),
      },
      {
        path: `${SESSION_CLAIM}.expires_at`,
        raw: '2026-03-01T11:00:00Z',
        at: Date.parse('2026-03-01T11:00:00Z'),
      },
      {
        path: `${SESSION_CLAIM}.authentication_factors[0].last_authenticated_at`,
        raw: '2026-03-01T10:00:00Z',
        at: Date.parse('2026-03-01T10:00:00Z'),
      },
    ]);
  });

  it('leaves numbers that are not registered time claims alone', () => {
    expect(claimTimes({ count: 5, nested: { exp: 3 } })).toEqual([]);
  });
});
