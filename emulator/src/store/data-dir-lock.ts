import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Data dirs this process holds: a lock naming our own pid is ours only if it is listed here. */
const heldHere = new Set<string>();

/**
 * Takes the data dir for this process, so two emulators never append to one journal: `emulator.lock`
 * holds the owner's pid. A live owner makes this throw at once; a lock left by a dead process (a
 * kill -9) is taken over. Returns the function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'emulator.lock');
  const key = resolve(dir);
  if (heldHere.has(key)) throw inUse(dir, process.pid);
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readOwner(path), 10);
    // Our own pid in a lock we do not hold is a previous process that had the same pid (containers reuse them).
    if (owner !== process.pid && isRunning(owner)) throw inUse(dir, owner);
    rmSync(path, { force: true });
  }
}

function readOwner(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `the data dir ${dir} is in use by another emulator (pid ${pid}); stop it or choose another --data-dir`,
  );
}
