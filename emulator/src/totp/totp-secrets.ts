import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { newId } from '../store/ids';
import type { TotpRecord, TotpRecoveryCode } from './totp-collections';

/** Authenticator apps' defaults (RFC 6238): SHA-1, six digits, a new code every 30 seconds. */
const PERIOD_SECONDS = 30;

/** Codes one step either side of now are accepted, for a phone clock a little off or a slow typist. */
const WINDOW_STEPS = 1;

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export const TOTP_CODE = /^\d{6}$/;
export const RECOVERY_CODE = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh shared secret, in the base32 authenticator apps take. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app scans, naming the project and the user. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totpFor(secret, issuer, label).toString();
}

/** The URI as a QR code, a PNG `data:` URL an `<img>` shows as it is. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  // Loaded on the first enrolment, not at every start: most projects never show a QR code.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri);
}

/**
 * The time step `code` belongs to, if it is the secret's code within the window around `nowMs`
 * (the project's clock); undefined for a wrong code.
 */
export function stepOfCode(record: TotpRecord, code: string, nowMs: number): number | undefined {
  const delta = totpFor(record.secret, '', '').validate({
    token: code,
    timestamp: nowMs,
    window: WINDOW_STEPS,
  });
  if (delta === null) return undefined;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows at `nowMs`: for tests, and for tools that drive the emulator. */
export function codeAt(secret: string, nowMs: number): string {
  return totpFor(secret, '', '').generate({ timestamp: nowMs });
}

export function newRecoveryCodes(): TotpRecoveryCode[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => ({
    totp_recovery_code_id: newId('totp-recovery-code'),
    code: [0, 1, 2].map(() => randomChars(4)).join('-'),
    used_at: null,
  }));
}

function randomChars(count: number): string {
  return Array.from({ length: count }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}
