import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireInstanceLock } from './instance-lock';

async function lockFile(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), 'foyer-lock-')), 'data', 'testbed.lock');
}

describe('the single-instance lock', () => {
  it('is held by the first start, refused to a second while it runs, and free after release', async () => {
    const file = await lockFile();
    const first = acquireInstanceLock(file, { pid: 100, isRunning: () => true });
    expect(await readFile(file, 'utf8')).toBe('100\n');
    expect(() => acquireInstanceLock(file, { pid: 200, isRunning: () => true })).toThrow(
      /already running \(pid 100\): stop it first/,
    );
    first.release();
    expect(existsSync(file)).toBe(false);
    acquireInstanceLock(file, { pid: 200, isRunning: () => true });
    expect(await readFile(file, 'utf8')).toBe('200\n');
  });

  it('takes over a lock whose process is gone, or that holds no pid', async () => {
    const file = await lockFile();
    acquireInstanceLock(file, { pid: 100, isRunning: () => true });
    acquireInstanceLock(file, { pid: 300, isRunning: (pid) => pid !== 100 });
    expect(await readFile(file, 'utf8')).toBe('300\n');
    await writeFile(file, 'garbage');
    acquireInstanceLock(file, { pid: 400, isRunning: () => true });
    expect(await readFile(file, 'utf8')).toBe('400\n');
  });

  it('leaves a lock that another start has taken over since', async () => {
    const file = await lockFile();
    const stale = acquireInstanceLock(file, { pid: 100, isRunning: () => true });
    acquireInstanceLock(file, { pid: 500, isRunning: () => false });
    stale.release();
    expect(await readFile(file, 'utf8')).toBe('500\n');
  });

  it('checks the real process table by default: our own live parent holds the lock', async () => {
    const file = await lockFile();
    acquireInstanceLock(file, { pid: process.ppid });
    expect(() => acquireInstanceLock(file)).toThrow(/already running/);
  });
});
