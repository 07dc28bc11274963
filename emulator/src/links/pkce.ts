import { createHash, timingSafeEqual } from 'node:crypto';

/** S256: base64url (no padding) of SHA-256 over the verifier's ASCII bytes. */
export function codeChallengeFor(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

/**
 * The client's verifiers are 32 to 128 hex characters, shorter than RFC 7636 allows, so any
 * non-empty verifier is accepted and only the hash decides.
 */
export function isCodeVerifierFor(codeVerifier: string, codeChallenge: string): boolean {
  if (codeVerifier.length === 0) return false;
  const actual = Buffer.from(codeChallengeFor(codeVerifier));
  const expected = Buffer.from(codeChallenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
