import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes JSON so that a reader (or a crash) sees either the old file or the new one, never half of
 * either: write a sibling temp file, flush it to disk, then rename it over the target.
 */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  try {
    try {
      await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    // A failed write (full disk, a value JSON cannot hold) must not leave temp files piling up.
    await rm(temp, { force: true });
    throw error;
  }
}

/** The parsed file, or `missing` when there is none yet. Unparseable text is reported as `corrupt`. */
export async function readJsonFile(
  file: string,
): Promise<{ kind: 'ok'; value: unknown } | { kind: 'missing' } | { kind: 'corrupt' }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  try {
    return { kind: 'ok', value: JSON.parse(text) };
  } catch {
    return { kind: 'corrupt' };
  }
}
