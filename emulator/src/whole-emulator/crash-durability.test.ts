import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/client';

const BIN = resolve(fileURLToPath(import.meta.url), '../../../bin/foyer-emulator.js');
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
const ROUNDS = 3;
const IN_FLIGHT = 8;
const KILL_AFTER_ANSWERS = 40;

/**
 * Seeds users with `IN_FLIGHT` writes under way at once and kills the process with SIGKILL as the
 * `KILL_AFTER_ANSWERS`th answer arrives, while the others are still in flight. Resolves with the
 * emails whose writes were answered, however many that was.
 */
async function writeUntilKilled(cli: { child: ChildProcess; httpUrl: string }, round: number) {
  const control = createControlClient(cli.httpUrl, TOKEN);
  const answered: string[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let killed = false;
  for (let i = 0; !killed; i += 1) {
    const email = `round${round}-user${i}@example.com`;
    const write = control.seedUser({ email }).then(
      () => {
        answered.push(email);
        if (answered.length === KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          cli.child.kill('SIGKILL');
        }
      },
      () => {},
    );
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  await exited(cli.child);
  return answered;
}

describe('kill -9 with a data dir', () => {
  it('keeps every write that was answered, round after round of kill -9 under concurrent writes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-crash-'));
    dirs.push(dataDir);
    const first = await startCli(dataDir);
    await createControlClient(first.httpUrl, TOKEN).updateSettings({ project_name: 'Before the crash' });

    const answered: string[] = [];
    let cli = first;
    let lost: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      answered.push(...(await writeUntilKilled(cli, round)));
      cli = await startCli(dataDir);
      const users = await createControlClient(cli.httpUrl, TOKEN).users();
      const kept = new Set(users.flatMap((user) => user.emails.map((e) => e.email)));
      lost = answered.filter((email) => !kept.has(email));
      if (lost.length > 0) break;
    }
    console.log(`kill -9: ${ROUNDS} rounds, ${answered.length} answered writes, ${lost.length} lost`);

    expect(lost).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(ROUNDS * KILL_AFTER_ANSWERS);
    const after = createControlClient(cli.httpUrl, TOKEN);
    expect((await after.settings()).project_name).toBe('Before the crash');
    // The recovered store takes new writes.
    const before = (await after.users()).length;
    await after.seedUser({ email: 'after@example.com' });
    expect((await after.users()).length).toBe(before + 1);
  }, 60_000);
});
