import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendSdk, startBackendSdk } from '../testing/backend-sdk';

const BIN = fileURLToPath(new URL('../../bin/foyer-emulator.js', import.meta.url));
const PROJECT = 'public-token-test-cli-app:project-test-cli-app:secret-test-cli:with-colon';

let cacheHome: string;
let child: ChildProcess;
let banner = '';
let sdk: BackendSdk | undefined;

/** Resolves with the banner once its last line (the Chromium command) is printed. */
function bannerOf(process: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (/open Chromium with:\n.+\n/.test(text)) resolve(text);
    });
    process.once('exit', (code) => reject(new Error(`foyer-emulator exited (${code}) after:\n${text}`)));
  });
}

beforeAll(async () => {
  cacheHome = mkdtempSync(join(tmpdir(), 'foyer-cli-'));
  child = spawn(process.execPath, [BIN, '--http-port', '0', '--https-port', '0', '--project', PROJECT], {
    env: { ...process.env, XDG_CACHE_HOME: cacheHome },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  banner = await bannerOf(child);
});
afterAll(async () => {
  await sdk?.close();
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(cacheHome, { recursive: true, force: true });
});

describe('foyer-emulator --project', () => {
  it('prints the fixed project and NODE_EXTRA_CA_CERTS, with which the backend SDK calls as that project', async () => {
    expect(banner).toContain('project_id project-test-cli-app   secret secret-test-cli:with-colon');
    const certificatePath = /NODE_EXTRA_CA_CERTS=(.+)/.exec(banner)?.[1] as string;
    expect(certificatePath).toBe(join(cacheHome, 'foyer-emulator', 'cert.pem'));
    expect(readFileSync(certificatePath, 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);

    const httpsUrl = /HTTPS:\s+(\S+)/.exec(banner)?.[1] as string;
    sdk = await startBackendSdk(
      { project_id: 'project-test-cli-app', secret: 'secret-test-cli:with-colon', custom_base_url: httpsUrl },
      certificatePath,
    );
    const created = await sdk.call('users.create', { email: 'cli@example.com' });
    expect(created.status_code).toBe(200);
    expect(existsSync(certificatePath)).toBe(true);
  });
});
