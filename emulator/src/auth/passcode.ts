import { randomBytes, randomInt } from 'node:crypto';

/** An unguessable single-use token for links (magic links, password resets): 256 random bits. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export const PASSCODE_LENGTH = 6;

/** A passcode of exactly six digits, leading zeros kept. */
export function generatePasscode(): string {
  return String(randomInt(0, 10 ** PASSCODE_LENGTH)).padStart(PASSCODE_LENGTH, '0');
}
