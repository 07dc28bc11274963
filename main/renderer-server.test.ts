import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RendererServer, serveRenderer } from './renderer-server';

let server: RendererServer;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'foyer-renderer-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>testbed</title>');
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  server = await serveRenderer(root);
});
afterAll(() => server.close());

describe('renderer server', () => {
  it('serves on localhost (not an IP), with the strict CSP unless the page asks for off', async () => {
    expect(server.origin).toMatch(/^http:\/\/localhost:\d+$/);
    const strict = await fetch(`${server.url}?csp=strict`);
    expect(strict.headers.get('content-security-policy')).toContain("style-src 'self';");
    expect(strict.headers.get('content-security-policy')).toContain("script-src 'self'");
    const off = await fetch(`${server.url}?csp=off`);
    expect(off.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(off.headers.get('content-security-policy')).toContain("script-src 'self';");
    const plain = await fetch(server.url);
    expect(plain.headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it('lands any app path (a magic link redirect) on the page, but 404s a missing asset', async () => {
    const page = await fetch(`${server.origin}/some/route?stytch_token_type=magic_links&token=x`);
    expect(await page.text()).toContain('<title>testbed</title>');
    expect((await fetch(`${server.origin}/assets/missing.js`)).status).toBe(404);
    const script = await fetch(`${server.origin}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/../../etc/passwd', '/..%2F..%2F..%2Fetc%2Fpasswd'])(
    'never serves a file outside the build folder (%s)',
    async (path) => {
      const { port } = new URL(server.origin);
      // A raw request: fetch would normalise the dots away before sending.
      const { request } = await import('node:http');
      const body = await new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(body).not.toContain('root:');
    },
  );
});
