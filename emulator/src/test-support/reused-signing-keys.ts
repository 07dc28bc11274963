import { randomUUID } from 'node:crypto';
import { type KeyEnvironment, newSigningKey } from '../signing-keys/new-signing-key';
import { makeSigningKeysWith } from '../signing-keys/project-signing-key';
import type { SigningKey } from '../store/project-snapshot';

/**
 * Distinct keys a test process makes before it reuses them. More than one, so two projects made one
 * after the other (an export and its import elsewhere, a key and a foreign certificate) never share one.
 */
const POOL_SIZE = 3;

const made: SigningKey[] = [];
let taken = 0;

/**
 * A project's key for tests: one of a few real RSA keys with its certificate, under a new key id in
 * the project's environment. Making each key anew (RSA generation and a certificate signed in
 * JavaScript) costs about a third of a second, several minutes of CPU over the suite.
 */
async function reusedSigningKey(environment: KeyEnvironment): Promise<SigningKey> {
  if (made.length < POOL_SIZE) {
    const key = await newSigningKey(environment);
    made.push(key);
    return key;
  }
  const key = made[taken++ % POOL_SIZE] as SigningKey;
  return { ...key, kid: `jwk-${environment}-${randomUUID()}` };
}

/** For a test setup file: every project of this process signs with a reused key. */
export function reuseSigningKeys(): void {
  makeSigningKeysWith(reusedSigningKey);
}
