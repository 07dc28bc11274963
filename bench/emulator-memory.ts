import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BenchResult } from './stats';

/** 100 000 telemetry posts, 16 at a time, to an emulator in its own process; capped in time. */
const REQUESTS = 100_000;
const CONCURRENCY = 16;
const TIME_CAP_MS = 180_000;
const PROJECTS = 20;
const BIN = resolve(import.meta.dirname, '../emulator/bin/foyer-emulator.js');

/** Resident set size of a process in MiB (Linux: /proc; elsewhere `ps`). */
async function rssMiB(pid: number): Promise<number> {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kib) return Number(kib) / 1024;
  } catch {}
  const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  let out = '';
  ps.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((done) => ps.once('close', done));
  return Number(out.trim()) / 1024;
}

function eventBatch(token: string, n: number): string {
  // About what the client batches: a few events with details and telemetry.
  return JSON.stringify(
    Array.from({ length: 3 }, (_, i) => ({
      telemetry: { sdk: 'vanilla-js', version: '6.3.0', browser: 'Chromium', request: n, index: i },
      event: {
        public_token: token,
        event_name: 'sdk_instance_instantiated',
        details: { page: `/bench/${n}`, id: randomUUID(), note: 'x'.repeat(200) },
      },
    })),
  );
}

/** RSS of the emulator after `REQUESTS` event posts (3 events each) spread over `PROJECTS` projects. */
export async function benchEmulatorMemory(): Promise<BenchResult> {
  const child = spawn(process.execPath, [BIN, '--http-port', '0', '--https-port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const httpUrl = await new Promise<string>((ready, fail) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /HTTP:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) ready(match[1]);
      });
      child.once('exit', (code) => fail(new Error(`emulator exited (${code}):\n${output}`)));
    });
    const pid = child.pid as number;
    const tokens = Array.from({ length: PROJECTS }, () => `public-token-test-bench-${randomUUID()}`);
    const post = (n: number) =>
      fetch(`${httpUrl}/sdk/v1/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: eventBatch(tokens[n % PROJECTS] as string, n),
      }).then((response) => response.arrayBuffer());
    await Promise.all(tokens.map((_, n) => post(n)));
    const rssBefore = await rssMiB(pid);
    let next = 0;
    let failures = 0;
    const started = performance.now();
    async function worker() {
      while (next < REQUESTS && performance.now() - started < TIME_CAP_MS) {
        next += 1;
        await post(next).catch(() => {
          failures += 1;
        });
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const rssAfter = await rssMiB(pid);
    const row = {
      requests: next,
      failures,
      seconds: Number(seconds.toFixed(1)),
      'RSS before MiB': Number(rssBefore.toFixed(1)),
      'RSS after MiB': Number(rssAfter.toFixed(1)),
    };
    console.log(
      `emulator RSS after ${next} event posts: ${row['RSS after MiB']} MiB (before ${row['RSS before MiB']} MiB)`,
    );
    return {
      name: `emulator memory (${REQUESTS} event posts of 3 events, ${CONCURRENCY} at a time, ${PROJECTS} projects)`,
      rows: [row],
    };
  } finally {
    child.kill('SIGKILL');
  }
}
