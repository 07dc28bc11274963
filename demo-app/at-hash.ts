import { createHash } from 'node:crypto';

const HASH_OF_ALGORITHM: Record<string, string> = {
  ES256: 'sha256',
  RS256: 'sha256',
  PS256: 'sha256',
  ES384: 'sha384',
  RS384: 'sha384',
  PS384: 'sha384',
  ES512: 'sha512',
  RS512: 'sha512',
  PS512: 'sha512',
};

/**
 * OpenID Connect Core 3.1.3.6: `at_hash` is the left half of the access token's hash, with the
 * hash of the ID token's signing algorithm, base64url-encoded. openid-client leaves this claim
 * unchecked in the code flow (it is optional there), so the demo app checks it itself: a provider
 * that sends it must send it right.
 */
export function atHashMatches(accessToken: string, atHash: unknown, algorithm: unknown): boolean {
  const hash = typeof algorithm === 'string' ? HASH_OF_ALGORITHM[algorithm] : undefined;
  if (!hash || typeof atHash !== 'string') return false;
  const digest = createHash(hash).update(accessToken, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url') === atHash;
}
