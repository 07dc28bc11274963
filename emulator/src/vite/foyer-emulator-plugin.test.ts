import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { foyerEmulator } from './foyer-emulator-plugin';

const EXEC_ENVIRONMENT = {
  FOYER_EMULATOR_URL: 'http://127.0.0.1:41234',
  FOYER_EMULATOR_HTTPS_URL: 'https://127.0.0.1:41235',
  STYTCH_PUBLIC_TOKEN: 'public-token-test-vite',
  STYTCH_PROJECT_ID: 'project-test-vite',
  STYTCH_SECRET: 'secret-test-vite-never-in-a-page',
  FOYER_CONTROL_TOKEN: 'control-token-never-in-a-page',
};

// A page that asks for everything `exec` sets, as a careless or curious one might.
const PAGE = `
if (import.meta.env.FOYER_EMULATOR_URL) console.log('emulator at', import.meta.env.FOYER_EMULATOR_URL);
console.log(import.meta.env.STYTCH_PUBLIC_TOKEN, import.meta.env.STYTCH_SECRET, import.meta.env.STYTCH_PROJECT_ID);
console.log(import.meta.env.FOYER_CONTROL_TOKEN, import.meta.env.FOYER_EMULATOR_HTTPS_URL);
`;

const folder = mkdtempSync(join(tmpdir(), 'foyer-vite-plugin-'));
writeFileSync(join(folder, 'main.js'), PAGE);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The page's production bundle, built by Vite with the plugin over `env`. */
async function bundle(env: Record<string, string>): Promise<string> {
  const output = await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins: [foyerEmulator(env)],
    build: { write: false, minify: false, rollupOptions: { input: join(folder, 'main.js') } },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((file) => ('code' in file ? file.code : ''))
    .join('\n');
}

describe('the Vite plugin', () => {
  it("gives the page the emulator's address and the public token, and no other value exec sets", async () => {
    const code = await bundle(EXEC_ENVIRONMENT);
    expect(code).toContain('http://127.0.0.1:41234');
    expect(code).toContain('public-token-test-vite');
    for (const hidden of [
      'secret-test-vite',
      'project-test-vite',
      'control-token',
      'https://127.0.0.1:41235',
    ]) {
      expect(code).not.toContain(hidden);
    }
  });

  it("drops the page's emulator branch from a build made without the emulator", async () => {
    const code = await bundle({ STYTCH_PUBLIC_TOKEN: 'public-token-live-app' });
    expect(code).toContain('public-token-live-app');
    expect(code).not.toContain('emulator at');
  });

  it('says once, when a dev server starts without exec, that the page will reach the hosted provider', () => {
    const said = vi.fn();
    foyerEmulator({ STYTCH_PUBLIC_TOKEN: 'public-token-test-vite' }).configResolved({
      command: 'serve',
      logger: { info: said, warn: said },
    });
    expect(said).toHaveBeenCalledTimes(1);
    expect(said.mock.calls[0]?.[0]).toContain(
      'FOYER_EMULATOR_URL is not set, so the page reaches the hosted provider',
    );

    const silent = vi.fn();
    const logger = { info: silent, warn: silent };
    foyerEmulator(EXEC_ENVIRONMENT).configResolved({ command: 'serve', logger });
    foyerEmulator({ STYTCH_PUBLIC_TOKEN: 'public-token-live-app' }).configResolved({
      command: 'build',
      logger,
    });
    expect(silent).not.toHaveBeenCalled();
  });

  it('warns when a build is made without a public token, which would leave the page without one', () => {
    const warned = vi.fn();
    foyerEmulator({}).configResolved({ command: 'build', logger: { info: vi.fn(), warn: warned } });
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]?.[0]).toContain('STYTCH_PUBLIC_TOKEN is not set');
    expect(warned.mock.calls[0]?.[0]).toContain('STYTCH_PUBLIC_TOKEN=public-token-live-… vite build');
  });
});
