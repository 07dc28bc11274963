import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The SHA-256 of a secret, for looking it up in a Map: the lookup compares digests, not the secret,
 * so how long it takes says nothing about how much of a guessed secret was right.
 */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Compares two secrets in time that does not depend on where they differ (or on their lengths). */
export function isSameSecret(a: string, b: string): boolean {
  const digest = (secret: string) => createHash('sha256').update(secret).digest();
  return timingSafeEqual(digest(a), digest(b));
}
