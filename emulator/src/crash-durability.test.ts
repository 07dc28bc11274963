import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createControlClient } from './control/client';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/foyer-emulator.js');
const TOKEN = 'public-token-test-crash';
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the CLI as its own process and resolves with its HTTP URL once it says it is running. */
function startCli(dataDir: string): Promise<{ child: ChildProcess; httpUrl: string }> {
  const child = spawn(
    process.execPath,
    [BIN, '--http-port', '0', '--https-port', '0', '--data-dir', dataDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /HTTP:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolvePromise({ child, httpUrl: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`emulator exited (${code}) before starting:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/*
 * What this proves: a write is in the journal file before its answer leaves, and a restart after
 * kill -9 (taking over the dead process's data-dir lock) recovers every answered write from a journal
 * that may end in a torn line. What it cannot prove: that the fsync happened. kill -9 ends the process,
 * not the machine, so the page cache survives and an unsynced write would pass too; only a power cut
 * would tell the difference.
 */
describe('kill -9 with a data dir', () => {
  it('keeps every write that was answered, because each reaches the journal before its answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-crash-'));
    dirs.push(dataDir);
    const first = await startCli(dataDir);
    const control = createControlClient(first.httpUrl, TOKEN);
    await control.updateSettings({ project_name: 'Before the crash' });

    // Keep writes in flight and kill the process in the middle of them.
    const answered: string[] = [];
    const inFlight = new Set<Promise<unknown>>();
    let killed = false;
    for (let i = 0; !killed; i += 1) {
      const email = `user${i}@example.com`;
      const write = control.seedUser({ email }).then(
        () => {
          answered.push(email);
          if (answered.length === 40 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        },
        () => {},
      );
      inFlight.add(write);
      void write.finally(() => inFlight.delete(write));
      if (inFlight.size >= 8) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    await exited(first.child);

    const second = await startCli(dataDir);
    const after = createControlClient(second.httpUrl, TOKEN);
    const emails = new Set((await after.users()).flatMap((user) => user.emails.map((e) => e.email)));
    expect(answered.length).toBeGreaterThanOrEqual(40);
    for (const email of answered) expect(emails).toContain(email);
    expect((await after.settings()).project_name).toBe('Before the crash');
    // The recovered store takes new writes.
    await after.seedUser({ email: 'after@example.com' });
    expect((await after.users()).length).toBe(emails.size + 1);
  }, 30_000);
});
