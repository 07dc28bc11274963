import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../server';
import { defaultCertificateCacheDir } from './certificate-cache';
import { chromiumCommand, findSystemChromium } from './chromium-command';

const BIN = resolve(fileURLToPath(import.meta.url), '../../../bin/foyer-emulator.js');
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-cert-cache-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the per-user certificate cache folder', () => {
  it('is $XDG_CACHE_HOME/foyer-emulator, or ~/.cache/foyer-emulator without it (or with a relative one)', () => {
    expect(defaultCertificateCacheDir({ XDG_CACHE_HOME: '/var/cache/ada' }, '/home/ada')).toBe(
      '/var/cache/ada/foyer-emulator',
    );
    expect(defaultCertificateCacheDir({}, '/home/ada')).toBe('/home/ada/.cache/foyer-emulator');
    expect(defaultCertificateCacheDir({ XDG_CACHE_HOME: 'relative' }, '/home/ada')).toBe(
      '/home/ada/.cache/foyer-emulator',
    );
  });

  it('keeps the certificate, so the SPKI hash is the same on the next start', async () => {
    const certificateCacheDir = join(tempDir(), 'foyer-emulator');
    const first = await startEmulator({ certificateCacheDir });
    await first.close();
    const second = await startEmulator({ certificateCacheDir });
    await second.close();
    expect(existsSync(join(certificateCacheDir, 'cert.pem'))).toBe(true);
    expect(second.spkiHash).toBe(first.spkiHash);
  });
});

describe('the Chromium command', () => {
  it('maps api.emulator.test and accounts.google.com to the HTTPS port and pins the hash, in a profile of its own', () => {
    const command = chromiumCommand({
      httpsPort: 8443,
      spkiHash: 'ab+c/d=',
      executable: '/usr/bin/chromium',
    });
    expect(command).toBe(
      `/usr/bin/chromium --user-data-dir="$(mktemp -d)" '--host-resolver-rules=MAP api.emulator.test 127.0.0.1:8443,MAP accounts.google.com 127.0.0.1:8443' --ignore-certificate-errors-spki-list=ab+c/d=`,
    );
  });

  it('quotes an executable path with spaces, and falls back to chromium on the PATH', () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findSystemChromium((path) => path === mac)).toBe(mac);
    expect(chromiumCommand({ httpsPort: 1, spkiHash: 'h', executable: mac })).toMatch(
      /^'\/Applications\/Google Chrome\.app/,
    );
    expect(findSystemChromium(() => false)).toBe('chromium');
  });
});

/** Starts the CLI with its cache under `cacheHome`, and resolves with its banner once it is running. */
function cliBanner(cacheHome: string): Promise<string> {
  const child = spawn(process.execPath, [BIN, '--http-port', '0', '--https-port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CACHE_HOME: cacheHome },
  });
  return new Promise((resolveBanner, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/--ignore-certificate-errors-spki-list=\S+\n/.test(output)) {
        child.kill('SIGTERM');
        resolveBanner(output);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`emulator exited (${code}) before its banner:\n${output}`)),
    );
  });
}

describe('the command-line emulator without --data-dir', () => {
  it('keeps its certificate in the cache folder and prints a ready-to-paste Chromium command with its hash', async () => {
    const cacheHome = tempDir();
    const first = await cliBanner(cacheHome);
    const second = await cliBanner(cacheHome);
    const hash = (banner: string) => /SPKI hash:\s+(\S+)/.exec(banner)?.[1];
    expect(hash(first)).toBeDefined();
    expect(hash(second)).toBe(hash(first));
    expect(existsSync(join(cacheHome, 'foyer-emulator', 'key.pem'))).toBe(true);
    const port = /HTTPS:\s+https:\/\/127\.0\.0\.1:(\d+)/.exec(second)?.[1];
    expect(second).toContain(
      `--user-data-dir="$(mktemp -d)" '--host-resolver-rules=MAP api.emulator.test 127.0.0.1:${port},MAP accounts.google.com 127.0.0.1:${port}' --ignore-certificate-errors-spki-list=${hash(second)}`,
    );
  }, 60_000);
});
