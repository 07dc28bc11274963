import { createHash, X509Certificate } from 'node:crypto';

/** Base64 SHA-256 of a certificate's SubjectPublicKeyInfo, the form Chromium's SPKI pins use. */
export function spkiHashOfPem(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Chromium's verify-proc answers: 0 accepts, -3 defers to Chromium's own verification. */
export const ACCEPT_CERTIFICATE = 0;
export const USE_CHROMIUM_VERDICT = -3;

/**
 * The verdict for one TLS handshake: the emulator's self-signed certificate is accepted for the
 * host names mapped to the emulator alone, and only when its key is the pinned one. Every other host, and
 * any other key for that host, gets Chromium's normal verification.
 */
export function certificateVerdict(
  request: { hostname: string; certificatePem: string },
  trusted: { hostnames: readonly string[]; spkiHash: string },
): number {
  if (!trusted.hostnames.includes(request.hostname)) return USE_CHROMIUM_VERDICT;
  try {
    return spkiHashOfPem(request.certificatePem) === trusted.spkiHash
      ? ACCEPT_CERTIFICATE
      : USE_CHROMIUM_VERDICT;
  } catch {
    return USE_CHROMIUM_VERDICT;
  }
}
