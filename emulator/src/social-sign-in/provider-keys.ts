import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { JWK } from 'jose';
import type { Project } from '../emulator-store';
import { newRsaKeyPair } from '../signing-keys/rsa-key-pairs';
import type { OAuthProviderKeyRecord } from './oauth-collections';
import type { OAuthProvider } from './providers';

/** A provider's key for one project: what signs its ID tokens, what verifies them, under one `kid`. */
export type ProviderKey = { kid: string; privateKey: KeyObject; publicKey: KeyObject };

const parsed = new WeakMap<OAuthProviderKeyRecord, ProviderKey>();
/** Keys being made, so two first sign-ins with one provider at once make one key. */
const making = new WeakMap<Project, Map<OAuthProvider, Promise<ProviderKey>>>();

function keyOf(record: OAuthProviderKeyRecord): ProviderKey {
  let key = parsed.get(record);
  if (!key) {
    const privateKey = createPrivateKey({ key: record.private_jwk, format: 'jwk' });
    key = { kid: record.kid, privateKey, publicKey: createPublicKey(privateKey) };
    parsed.set(record, key);
  }
  return key;
}

/** The provider's key for this project if it has signed anything for it yet; nothing it did not sign verifies. */
export function existingProviderKey(project: Project, provider: OAuthProvider): ProviderKey | undefined {
  const record = project.collections.oauth_provider_keys.get(provider);
  return record && keyOf(record);
}

/**
 * The key a simulated provider signs this project's ID tokens with, made on first use. Each project
 * and provider has its own, kept with the project's records: an ID token one project's Google signed
 * does not verify as another project's, nor as its Apple's. A reset drops them with the tokens.
 */
export function providerKey(project: Project, provider: OAuthProvider): Promise<ProviderKey> {
  const existing = existingProviderKey(project, provider);
  if (existing) return Promise.resolve(existing);
  let byProvider = making.get(project);
  if (!byProvider) {
    byProvider = new Map();
    making.set(project, byProvider);
  }
  let pending = byProvider.get(provider);
  if (!pending) {
    pending = newProviderKeyRecord(provider).then((record) => {
      const keys = project.collections.oauth_provider_keys;
      // A key made or imported meanwhile wins: it may already have signed tokens.
      return keyOf(keys.get(provider) ?? keys.put(provider, record));
    });
    const started = pending;
    byProvider.set(provider, started);
    void started.finally(() => byProvider.delete(provider)).catch(() => {});
  }
  return pending;
}

async function newProviderKeyRecord(provider: OAuthProvider): Promise<OAuthProviderKeyRecord> {
  const { privateKey } = await newRsaKeyPair();
  const private_jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = `${provider}-${createHash('sha256').update(String(private_jwk.n)).digest('hex').slice(0, 16)}`;
  return { provider, kid, private_jwk };
}
