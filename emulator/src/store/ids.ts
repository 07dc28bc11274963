import { randomBytes, randomUUID } from 'node:crypto';

/** Ids in the provider's test-environment style, e.g. `user-test-<uuid>`. */
export function newId(prefix: string): string {
  return `${prefix}-test-${randomUUID()}`;
}

/** An unguessable opaque token (session tokens, magic-link tokens). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The machine's time, for stamps no project clock can own (a project's creation).
 * Whatever an expiry, a lockout or a JWT of a project reads takes the project's `clock` instead.
 */
export function nowIso(): string {
  return new Date().toISOString();
}
