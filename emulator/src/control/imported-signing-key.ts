import { createPrivateKey, createPublicKey, sign, verify, X509Certificate } from 'node:crypto';
import { z } from 'zod';

/** jose refuses RS256 with a shorter modulus. */
const MIN_MODULUS_BITS = 2048;

type ImportedKey = { private_jwk: { n: string; e: string } & Record<string, unknown>; certificate: string };

/**
 * What is wrong with an imported key, if anything: it must sign what its published half verifies,
 * be long enough for RS256, and its certificate must hold that same public half. Checked once here,
 * so a key that would fail every later signing is refused at the door.
 */
function keyProblem({ private_jwk, certificate }: ImportedKey): string | undefined {
  const probe = Buffer.from('foyer-emulator key check');
  try {
    const publicKey = createPublicKey({
      key: { kty: 'RSA', n: private_jwk.n, e: private_jwk.e },
      format: 'jwk',
    });
    const signature = sign('sha256', probe, createPrivateKey({ key: private_jwk, format: 'jwk' }));
    if (!verify('sha256', probe, publicKey, signature))
      return 'not a usable RSA private key with its public half';
    if ((publicKey.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_MODULUS_BITS) {
      return `an RSA key shorter than ${MIN_MODULUS_BITS} bits`;
    }
    const certified = new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;
    return certified.equals(publicKey) ? undefined : "a certificate that does not hold the key's public half";
  } catch {
    return 'not a usable RSA private key with its certificate';
  }
}

/**
 * Exports of emulators that signed ES256 hold an EC key: it is dropped, and the project makes an RSA
 * key on first use (the JWTs the old key signed lived five minutes).
 */
function isLegacyEcKey(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { private_jwk?: { kty?: unknown } }).private_jwk?.kty === 'EC'
  );
}

/** An export's `signing_key`: an RSA key with its certificate, or null when the project had made none yet. */
export const importedSigningKey = z.preprocess(
  (value) => (isLegacyEcKey(value) ? null : value),
  z
    .object({
      kid: z.string().min(1),
      private_jwk: z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string() }),
      certificate: z.string().min(1),
    })
    .superRefine((key, ctx) => {
      const problem = keyProblem(key);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);
