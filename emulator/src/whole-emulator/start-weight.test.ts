import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const RECORDER = resolve(here, '../test-support/record-resolved-modules.mjs');
const INDEX = resolve(here, '../index.ts');

/**
 * Libraries one product needs, which the emulator loads on that product's first call: each would add
 * to every start (viem and the WebAuthn verifier about a third of a second each), mostly in projects
 * that never use it.
 */
const LOADED_ON_FIRST_USE = ['viem', '@simplewebauthn/server', 'libphonenumber-js', 'qrcode'];

/** The packages under node_modules that `urls` name, once each. */
function packagesOf(urls: string[]): Set<string> {
  const names = urls.map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]);
  return new Set(names.filter((name) => name !== undefined));
}

describe('starting the emulator', () => {
  it('leaves the libraries of wallets, passkeys, phone numbers and QR codes unloaded until a call needs them', () => {
    const folder = mkdtempSync(join(tmpdir(), 'foyer-start-weight-'));
    const listing = join(folder, 'resolved.txt');
    try {
      const script = `
        const { startEmulator } = await import(${JSON.stringify(INDEX)});
        const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
        await emulator.close();`;
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--import', RECORDER, '--input-type=module', '-e', script],
        { encoding: 'utf8', env: { ...process.env, FOYER_RESOLVED_MODULES: listing } },
      );
      expect(child.status, child.stderr).toBe(0);
      const loaded = packagesOf(readFileSync(listing, 'utf8').split('\n'));
      // The recording works: what every start needs is there.
      expect(loaded).toContain('hono');
      expect(LOADED_ON_FIRST_USE.filter((name) => loaded.has(name))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
