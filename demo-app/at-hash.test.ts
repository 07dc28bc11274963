import { describe, expect, it } from 'vitest';
import { atHashMatches } from './at-hash';

describe('at_hash', () => {
  // The example of OpenID Connect Core, appendix A.3 (RS256).
  const accessToken = 'jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y';
  const atHash = '77QmUPtjPfzWtF2AnpK9RQ';

  it('accepts the left half of the SHA-256 hash for RS256 and ES256', () => {
    expect(atHashMatches(accessToken, atHash, 'RS256')).toBe(true);
    expect(atHashMatches(accessToken, atHash, 'ES256')).toBe(true);
  });

  it('refuses another token, another hash size, a missing claim or an unknown algorithm', () => {
    expect(atHashMatches(`${accessToken}x`, atHash, 'RS256')).toBe(false);
    expect(atHashMatches(accessToken, atHash, 'RS384')).toBe(false);
    expect(atHashMatches(accessToken, undefined, 'RS256')).toBe(false);
    expect(atHashMatches(accessToken, atHash, 'none')).toBe(false);
  });
});
