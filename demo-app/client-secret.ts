import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The secret's file name in the testbed's data folder, the same for `npm start` and Electron's main process. */
export const DEMO_APP_SECRET_FILE = 'demo-app-client-secret';

/**
 * The demo app's client secret, made once and kept in the testbed's data folder: the emulator
 * keeps only its digest, and a restarted testbed registers the same secret again. A test secret,
 * readable only by its owner.
 */
export async function readOrCreateClientSecret(file: string): Promise<string> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
