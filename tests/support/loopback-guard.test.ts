import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRefusals, isLoopbackHost, REFUSAL_CODE, takeRefusals } from './loopback-guard';

const root = resolve(import.meta.dirname, '../..');

afterEach(() => {
  // The refusals these tests cause on purpose, so the suite's own guard does not fail them.
  takeRefusals();
});

describe('the loopback guard', () => {
  it('tells loopback names and addresses from every other host', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      'example.com',
      'test.stytch.com',
      '10.0.0.1',
      '192.168.1.2',
      '::',
      'localhost.example.com',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('refuses a connection to a public host name before looking it up, and names it', async () => {
    const failure = await fetch('https://example.com/').then(
      () => undefined,
      (error: Error & { cause?: unknown }) => error.cause,
    );
    expect(failure).toMatchObject({ code: REFUSAL_CODE, host: 'example.com' });
    expect(describeRefusals(takeRefusals())).toContain('example.com');
  });

  it('lets a loopback server answer', async () => {
    const server = createServer((_, response) => response.end('here'));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here');
      expect(takeRefusals()).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('fails a test that swallowed the refusal, naming the host', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'tests/support/loopback-fixture/vitest.config.ts',
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
    );
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('The test tried to reach example.com, outside loopback');
  });
});
