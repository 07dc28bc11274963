import { createECDH, createHash, hkdfSync, type JsonWebKey } from 'node:crypto';
import type { SigningKey } from '../store/project';
import type { OAuthProvider } from './providers';

/** The order of the P-256 group: a private scalar must lie in [1, n). */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/** A provider's ES256 key pair for one project, as JWKs sharing a `kid`. */
export type ProviderKeyPair = { kid: string; private_jwk: JsonWebKey; public_jwk: JsonWebKey };

const derived = new WeakMap<SigningKey, Map<OAuthProvider, ProviderKeyPair>>();

/**
 * The key a simulated provider signs this project's ID tokens with. It is derived from the
 * project's own signing key (HKDF, one per provider), so it needs no storage of its own, survives
 * restarts, exports and imports with the project, and differs between projects and providers: an
 * ID token one project's Google signed does not verify as another project's, nor as its Apple's.
 */
export function providerKeyPair(projectKey: SigningKey, provider: OAuthProvider): ProviderKeyPair {
  let byProvider = derived.get(projectKey);
  if (!byProvider) {
    byProvider = new Map();
    derived.set(projectKey, byProvider);
  }
  let pair = byProvider.get(provider);
  if (!pair) {
    pair = deriveKeyPair(projectKey, provider);
    byProvider.set(provider, pair);
  }
  return pair;
}

function deriveKeyPair(projectKey: SigningKey, provider: OAuthProvider): ProviderKeyPair {
  const secret = Buffer.from(String(projectKey.private_jwk.d), 'base64url');
  // A 256-bit HKDF output is at or above the group order with odds near 2^-32; the next counter then.
  for (let counter = 0; ; counter++) {
    const scalar = Buffer.from(
      hkdfSync('sha256', secret, 'foyer-emulator oauth provider key', `${provider}/${counter}`, 32),
    );
    const value = BigInt(`0x${scalar.toString('hex')}`);
    if (value === 0n || value >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    const point = ecdh.getPublicKey();
    const x = point.subarray(1, 33).toString('base64url');
    const y = point.subarray(33, 65).toString('base64url');
    const kid = `${provider}-${createHash('sha256').update(point).digest('hex').slice(0, 16)}`;
    const public_jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x, y };
    return { kid, public_jwk, private_jwk: { ...public_jwk, d: scalar.toString('base64url') } };
  }
}
