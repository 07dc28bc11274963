import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import type { EmulatorEnv } from '../http/env';
import { CONSOLE_CSP, registerConsoleRoutes } from './routes';

let built: string;
beforeAll(() => {
  built = `${mkdtempSync(join(tmpdir(), 'foyer-console-routes-'))}/`;
  mkdirSync(`${built}assets`);
  writeFileSync(`${built}index.html`, '<!doctype html><title>built console</title>');
  writeFileSync(`${built}assets/index-x1.js`, 'export {}');
  writeFileSync(`${built}assets/view-x2.js`, VIEW_CODE);
  // As the console's build writes them: a brotli copy beside the file (here, recognisably not the
  // one the server would make itself).
  writeFileSync(`${built}assets/pre-x3.js`, 'export const precompressed = true;');
  writeFileSync(`${built}assets/pre-x3.js.br`, brotliCompressSync('export const fromTheBuild = true;'));
  writeFileSync(`${built}assets/logo-x4.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

const VIEW_CODE = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i })))};`;
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

  it('keeps no copy of the page: a new build shows on the next load', async () => {
    const page = await consoleApp(built).request('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe("the console's assets", () => {
  const ask = (name: string, acceptEncoding?: string) =>
    consoleApp(built).request(
      `/console/assets/${name}`,
      acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
    );

  it('come brotli-compressed to a browser that takes brotli, kept a year as immutable (their names carry a hash)', async () => {
    const response = await ask('view-x2.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(VIEW_CODE.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(VIEW_CODE);
  });

  it('come gzip-compressed where brotli is not taken, and as they are where nothing is', async () => {
    const gzipped = await ask('view-x2.js', 'gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(VIEW_CODE);

    const plain = await ask('view-x2.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(VIEW_CODE);
  });

  it("are the build's precompressed copies where it wrote them", async () => {
    const response = await ask('pre-x3.js', 'br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      'export const fromTheBuild = true;',
    );
  });

  it('leave images as they are: they are compressed already', async () => {
    const response = await ask('logo-x4.png', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});
