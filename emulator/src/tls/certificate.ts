import { createHash, createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from '../store/durable-file';

/** The certificate the HTTPS listener presents, with the hash Chromium pins it by. */
export type TlsMaterial = { cert: string; key: string; spkiHash: string };

/** The host name tests and the testbed map to the emulator. */
export const EMULATOR_HOSTNAME = 'api.emulator.test';

/**
 * Google's sign-in host: the client loads One Tap's script from `https://accounts.google.com/gsi/client`,
 * so a browser that maps this name to the emulator gets the emulator's stand-in instead.
 */
export const GOOGLE_ACCOUNTS_HOSTNAME = 'accounts.google.com';

/** Every name a browser may map to the emulator, each in the certificate. */
export const MAPPED_HOSTNAMES: readonly string[] = [EMULATOR_HOSTNAME, GOOGLE_ACCOUNTS_HOSTNAME];

const VALID_DAYS = 365;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

/** base64 SHA-256 of the certificate's SubjectPublicKeyInfo, as `--ignore-certificate-errors-spki-list` takes it. */
export function spkiHash(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

async function generateCertificate(): Promise<{ cert: string; key: string }> {
  // Loaded here, not at start: with its X.509 libraries it is a tenth of a second that a start from
  // a data folder, whose certificate is kept, never needs.
  const { generate } = await import('selfsigned');
  const now = new Date();
  const result = await generate([{ name: 'commonName', value: EMULATOR_HOSTNAME }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...MAPPED_HOSTNAMES.map((value) => ({ type: 2 as const, value })),
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { cert: result.cert, key: result.private };
}

/**
 * Usable: not about to expire, names every mapped host (a certificate from before a name was added
 * is replaced), and the key is the certificate's (a crash between the two writes could split them).
 */
function isUsable(certPem: string, keyPem: string): boolean {
  try {
    const cert = new X509Certificate(certPem);
    if (!MAPPED_HOSTNAMES.every((name) => cert.checkHost(name) === name)) return false;
    const keyMatches = createPublicKey(createPrivateKey(keyPem))
      .export({ type: 'spki', format: 'der' })
      .equals(cert.publicKey.export({ type: 'spki', format: 'der' }));
    return keyMatches && Date.parse(cert.validTo) - Date.now() > RENEW_BEFORE_MS;
  } catch {
    return false;
  }
}

let inMemory: Promise<{ cert: string; key: string }> | undefined;

/**
 * The emulator's certificate, kept as `cert.pem` and `key.pem` in `dir` (a data dir's `tls`, or the
 * per-user cache) and reused while valid, so the SPKI hash a browser pins stays the same across
 * restarts. Without a folder, one is generated per process and kept in memory only.
 */
export async function loadOrCreateCertificate(dir?: string): Promise<TlsMaterial> {
  if (!dir) {
    inMemory ??= generateCertificate();
    const pair = await inMemory;
    return { ...pair, spkiHash: spkiHash(pair.cert) };
  }
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  if (existsSync(certPath) && existsSync(keyPath)) {
    const cert = readFileSync(certPath, 'utf8');
    const key = readFileSync(keyPath, 'utf8');
    if (isUsable(cert, key)) return { cert, key, spkiHash: spkiHash(cert) };
  }
  const pair = await generateCertificate();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileDurably(keyPath, pair.key);
  writeFileDurably(certPath, pair.cert);
  return { ...pair, spkiHash: spkiHash(pair.cert) };
}
