import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { SigningKey } from '../store/project-snapshot';

/** What every key of the provider signs with. */
export const SIGNING_ALG = 'RS256';

// Keyed by the stored key object, not its kid: an import may bring another key under a kid seen
// before, and a replaced key is then collected with its entries.
const privateKeys = new WeakMap<SigningKey, KeyObject>();
const publicKeys = new WeakMap<SigningKey, KeyObject>();

/** The key to sign with, parsed once per stored key. */
export function privateKeyOf(key: SigningKey): KeyObject {
  let parsed = privateKeys.get(key);
  if (!parsed) {
    parsed = createPrivateKey({ key: key.private_jwk, format: 'jwk' });
    privateKeys.set(key, parsed);
  }
  return parsed;
}

/** The key to verify with, parsed once per stored key. */
export function publicKeyOf(key: SigningKey): KeyObject {
  let parsed = publicKeys.get(key);
  if (!parsed) {
    parsed = createPublicKey(privateKeyOf(key));
    publicKeys.set(key, parsed);
  }
  return parsed;
}
