import { z } from 'zod';
import type { PasskeyCredential } from '../../../contracts/passkeys';

/**
 * A credential as CDP's WebAuthn domain carries it, private key included: enough to put it back
 * into a new authenticator with `WebAuthn.addCredential`. Binary fields are standard base64.
 */
export const cdpCredentialSchema = z.object({
  credentialId: z.string().min(1),
  isResidentCredential: z.boolean(),
  rpId: z.string().optional(),
  privateKey: z.string().min(1),
  userHandle: z.string().optional(),
  signCount: z.number().int().min(-1),
  largeBlob: z.string().optional(),
  backupEligibility: z.boolean().optional(),
  backupState: z.boolean().optional(),
  userName: z.string().optional(),
  userDisplayName: z.string().optional(),
});

export type CdpCredential = z.infer<typeof cdpCredentialSchema>;

/** CDP spells ids in standard base64; the page and the server in base64url without padding. */
export function base64ToBase64Url(value: string): string {
  return value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlToBase64(value: string): string {
  const standard = value.replace(/-/g, '+').replace(/_/g, '/');
  return standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
}

/** The handle as text when every byte is printable ASCII, as an id the server chose would be. */
function printableText(base64: string): string | null {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || !bytes.every((byte) => byte >= 0x20 && byte < 0x7f)) return null;
  return bytes.toString('latin1');
}

export function toPasskeyCredential(credential: CdpCredential): PasskeyCredential {
  const { userHandle } = credential;
  return {
    id: base64ToBase64Url(credential.credentialId),
    isResident: credential.isResidentCredential,
    rpId: credential.rpId ?? null,
    userHandle: userHandle ? base64ToBase64Url(userHandle) : null,
    userHandleText: userHandle ? printableText(userHandle) : null,
    userName: credential.userName || null,
    signCount: credential.signCount,
    backupEligible: credential.backupEligibility ?? false,
    backedUp: credential.backupState ?? false,
  };
}
