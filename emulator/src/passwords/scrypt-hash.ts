import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Stored as `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` so the cost can change without
// breaking hashes that are already persisted.
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

// Synchronous on purpose: these run in a password worker (see `workers/password-workers.ts`), never
// on the emulator's event loop.
function deriveKey(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Buffer {
  return scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 });
}

export function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = deriveKey(password, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a hash this module did not write; never throws on bad input. */
export function scryptVerify(password: string, stored: string): boolean {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || salt === undefined || hash === undefined) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  try {
    return timingSafeEqual(deriveKey(password, Buffer.from(salt, 'base64url'), cost), expected);
  } catch {
    return false;
  }
}
