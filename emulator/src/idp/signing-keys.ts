import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { importJWK, type JWK } from 'jose';
import type { IdTokenSigningAlg } from '../store/model';
import type { Project } from '../store/project';
import { providerState } from './provider-state';

/** What discovery offers in `id_token_signing_alg_values_supported`, RS256 first. */
export const ID_TOKEN_SIGNING_ALGS = ['RS256', 'ES256'] as const satisfies readonly IdTokenSigningAlg[];

type ImportedKey = Awaited<ReturnType<typeof importJWK>>;
export type IdpSigningKey = { kid: string; privateKey: ImportedKey };

// Keyed by the stored key object: an import or a reset that brings another key drops the old entry.
const imported = new WeakMap<object, Promise<ImportedKey>>();

function importOnce(stored: { private_jwk: JsonWebKey }, alg: IdTokenSigningAlg): Promise<ImportedKey> {
  let key = imported.get(stored);
  if (!key) {
    key = importJWK(stored.private_jwk as JWK, alg);
    key.catch(() => imported.delete(stored));
    imported.set(stored, key);
  }
  return key;
}

/**
 * The key that signs for an algorithm: ES256 with the project's own key (the one that signs session
 * JWTs), RS256 with the provider's RSA key.
 */
export async function idpSigningKey(project: Project, alg: IdTokenSigningAlg): Promise<IdpSigningKey> {
  const stored = alg === 'ES256' ? project.signingKey : (await providerState(project)).rsa_signing_key;
  return { kid: stored.kid, privateKey: await importOnce(stored, alg) };
}

function publicJwk(stored: { kid: string; private_jwk: JsonWebKey }, alg: IdTokenSigningAlg): JsonWebKey {
  const jwk = createPublicKey({ key: stored.private_jwk, format: 'jwk' }).export({ format: 'jwk' });
  return { ...jwk, kid: stored.kid, alg, use: 'sig' };
}

/**
 * The public keys of the provider's JWKS: the RSA key and the project's EC key, each with its `kid`,
 * `alg` and `use`, so a relying party picks the one a token's header names.
 */
export async function idpVerificationKeys(project: Project): Promise<JsonWebKey[]> {
  const { rsa_signing_key } = await providerState(project);
  return [publicJwk(rsa_signing_key, 'RS256'), publicJwk(project.signingKey, 'ES256')];
}
