import { runInPasswordWorker } from '../workers/password-workers';

/** An scrypt hash of `password` (format in `passwords/scrypt-hash.ts`), computed in a password worker. */
export function hashPassword(password: string): Promise<string> {
  return runInPasswordWorker({ kind: 'hash', password });
}

/** False for a wrong password and for a hash the emulator did not write; never rejects on bad input. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return runInPasswordWorker({ kind: 'verify', password, stored });
}
