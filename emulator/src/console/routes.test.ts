import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { EmulatorEnv } from '../http/env';
import { EmulatorStore } from '../store/store';
import { CONSOLE_CSP, registerConsoleRoutes } from './routes';

let built: string;
beforeAll(() => {
  built = `${mkdtempSync(join(tmpdir(), 'foyer-console-routes-'))}/`;
  mkdirSync(`${built}assets`);
  writeFileSync(`${built}index.html`, '<!doctype html><title>built console</title>');
  writeFileSync(`${built}assets/index-x1.js`, 'export {}');
});
afterAll(() => rmSync(built, { recursive: true, force: true }));

/** The console's routes alone, serving the files in `dir`. */
function consoleApp(dir: string): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  registerConsoleRoutes(app, dir);
  return app;
}

describe('the console at /', () => {
  it('is a page under a strict policy that no other site may frame', async () => {
    const response = await createApp(EmulatorStore.inMemory()).request('/', {
      headers: { host: 'localhost:8787' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serves the built page and its assets', async () => {
    const app = consoleApp(built);
    expect(await (await app.request('/')).text()).toContain('built console');
    const asset = await app.request('/console/assets/index-x1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('says how to build the console in a checkout that has not built it, under the same policy', async () => {
    const response = await consoleApp(join(built, 'missing/')).request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(await response.text()).toContain('npm run build:console -w emulator');
  });

  it('answers an asset name that is not one of its files as not found', async () => {
    const response = await consoleApp(built).request('/console/assets/..%2F..%2Fpackage.json');
    expect(response.status).toBe(404);
  });
});
