import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import type { SigningKey } from '../store/project-snapshot';
import { newRsaKeyPair } from './rsa-key-pairs';

/**
 * The certificate only wraps the public key for `x5c`: nobody checks it against a trust store, and
 * the key outlives any rotation schedule here, so it stays valid for as long as a data dir may live.
 */
const CERTIFICATE_YEARS = 20;

/** Whether the key belongs to a test or a live project, as its key id says (`jwk-test-<uuid>`). */
export type KeyEnvironment = 'test' | 'live';

/** A new RSA signing key of a project, with its self-signed certificate. */
export async function newSigningKey(environment: KeyEnvironment): Promise<SigningKey> {
  const kid = `jwk-${environment}-${randomUUID()}`;
  const { privateKey, publicKey } = await newRsaKeyPair();
  // Loaded on a project's first key rather than at start (see tls/certificate.ts).
  const { generate: generateCertificate } = await import('selfsigned');
  const notBefore = new Date();
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERTIFICATE_YEARS);
  const { cert } = await generateCertificate([{ name: 'commonName', value: kid }], {
    keyPair: {
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    },
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
    // Named, so the library adds none of its TLS-server defaults: this certificate only signs.
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
    ],
  });
  return {
    kid,
    private_jwk: privateKey.export({ format: 'jwk' }) as JWK,
    certificate: derOfPem(cert),
  };
}

/** The base64 DER inside a PEM block, as `x5c` holds it (RFC 7517 §4.7: base64, not base64url). */
function derOfPem(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
}
