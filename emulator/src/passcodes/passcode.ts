import { randomInt } from 'node:crypto';

export const PASSCODE_LENGTH = 6;

/** A passcode of exactly six digits, leading zeros kept. */
export function generatePasscode(): string {
  return String(randomInt(0, 10 ** PASSCODE_LENGTH)).padStart(PASSCODE_LENGTH, '0');
}
