import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Whether a process with this id runs (EPERM: it does, under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Creates the lock file holding our pid; false when it already exists. */
function tryCreate(file: string, pid: number): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * One `npm start` per data folder: two would share the emulator's files and the settings file,
 * and the second's writes would race the first's. A lock left by a process that is gone (a crash,
 * a kill -9) is taken over. `release` removes the lock only while it is still ours.
 */
export function acquireInstanceLock(
  file: string,
  options: { pid?: number; isRunning?: (pid: number) => boolean } = {},
): { release(): void } {
  const { pid = process.pid, isRunning: running = isRunning } = options;
  mkdirSync(dirname(file), { recursive: true });
  if (!tryCreate(file, pid)) {
    const owner = readOwner(file);
    if (owner !== null && owner !== pid && running(owner)) {
      throw new Error(
        `The testbed is already running (pid ${owner}): stop it first. If it is not, delete ${file}.`,
      );
    }
    unlinkSync(file);
    // Another start taking over the same stale lock at this moment wins; we stop.
    if (!tryCreate(file, pid)) throw new Error(`Another testbed start took over ${file} just now.`);
  }
  return {
    release() {
      if (readOwner(file) === pid) unlinkSync(file);
    },
  };
}
