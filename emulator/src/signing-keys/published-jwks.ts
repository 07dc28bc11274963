import { createHash, createPublicKey } from 'node:crypto';
import type { Project } from '../emulator-store';
import type { SigningKey } from '../store/project-snapshot';
import { projectSigningKey } from './project-signing-key';

/** A key as the provider's JWKS lists it, field for field in its order (`JWK` of the backend SDK). */
export type PublishedJwk = {
  kty: 'RSA';
  use: 'sig';
  key_ops: ['verify'];
  alg: 'RS256';
  kid: string;
  x5c: [string];
  x5tS256: string;
  n: string;
  e: string;
};

const published = new WeakMap<SigningKey, PublishedJwk>();

/**
 * The public half of a signing key with the provider's fields. `x5tS256` is the SHA-256 thumbprint
 * of the certificate's DER, base64url with its padding kept, as the provider's example (`FyV…=`) shows.
 */
export function publishedJwk(key: SigningKey): PublishedJwk {
  let jwk = published.get(key);
  if (!jwk) {
    const { n, e } = createPublicKey({ key: key.private_jwk, format: 'jwk' }).export({ format: 'jwk' });
    const thumbprint = createHash('sha256').update(Buffer.from(key.certificate, 'base64'));
    jwk = {
      kty: 'RSA',
      use: 'sig',
      key_ops: ['verify'],
      alg: 'RS256',
      kid: key.kid,
      x5c: [key.certificate],
      x5tS256: withPadding(thumbprint.digest('base64url')),
      n: String(n),
      e: String(e),
    };
    published.set(key, jwk);
  }
  return jwk;
}

function withPadding(base64url: string): string {
  return base64url.padEnd(Math.ceil(base64url.length / 4) * 4, '=');
}

/**
 * The project's JWKS: the key that signs its session JWTs, its connected apps' access and ID tokens
 * and its M2M tokens (the provider serves one set for all of them). Asking for it makes the key if
 * the project has none yet, so a verifier that fetched the set early still finds the key of later
 * tokens.
 */
export async function projectJwks(project: Project): Promise<{ keys: PublishedJwk[] }> {
  return { keys: [publishedJwk(await projectSigningKey(project))] };
}
