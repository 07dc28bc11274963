import { randomBytes, randomUUID } from 'node:crypto';

/** Ids in the provider's test-environment style, e.g. `user-test-<uuid>`. */
export function newId(prefix: string): string {
  return `${prefix}-test-${randomUUID()}`;
}

/** An unguessable opaque token (session tokens, magic-link tokens). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function minutesFromNow(minutes: number, from = Date.now()): string {
  return new Date(from + minutes * 60_000).toISOString();
}
