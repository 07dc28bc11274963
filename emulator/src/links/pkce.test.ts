import { describe, expect, it } from 'vitest';
import { codeChallengeFor, isCodeVerifierFor } from './pkce';

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B example', () => {
    expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('accepts a short hex verifier like the ones the client makes', () => {
    const verifier = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    expect(isCodeVerifierFor(verifier, codeChallengeFor(verifier))).toBe(true);
  });

  it('rejects a different verifier and an empty one', () => {
    const challenge = codeChallengeFor('the-right-verifier');
    expect(isCodeVerifierFor('the-wrong-verifier', challenge)).toBe(false);
    expect(isCodeVerifierFor('', codeChallengeFor(''))).toBe(false);
  });

  it('rejects a challenge that is not a SHA-256 digest', () => {
    expect(isCodeVerifierFor('verifier', 'short')).toBe(false);
  });
});
