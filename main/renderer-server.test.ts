import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
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

  it.each(['', '?csp=strict', '?csp=off', 'some/route?stytch_token_type=oauth&token=t'])(
    'forbids framing the page by any site, itself included (/%s)',
    async (path) => {
      const page = await fetch(`${server.url}${path}`);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    },
  );

  it('lands any app path (a magic link redirect) on the page, but 404s a missing asset', async () => {
    const page = await fetch(`${server.origin}/some/route?stytch_token_type=magic_links&token=x`);
    expect(await page.text()).toContain('<title>testbed</title>');
    expect((await fetch(`${server.origin}/assets/missing.js`)).status).toBe(404);
    const script = await fetch(`${server.origin}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('content-security-policy')).toBeNull();
  });

  /** A raw request: fetch would normalise dots and escapes before sending. */
  async function rawGet(path: string): Promise<{ status: number; body: string }> {
    const { port } = new URL(server.origin);
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it.each([
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2F..%2F..%2Fetc%2Fpasswd',
    '/..%5C..%5Cetc%5Cpasswd',
    '/assets/..%5c..%5c..%5cetc%5cpasswd',
  ])('refuses an escaped traversal with 403 (%s)', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBe(403);
    expect(body).not.toContain('root:');
  });

  it.each(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..\\..\\etc\\passwd'])(
    'resolves literal dots inside the site, landing on the page (%s)',
    async (path) => {
      const { status, body } = await rawGet(path);
      expect(status).toBe(200);
      expect(body).toContain('<title>testbed</title>');
    },
  );

  it('answers a malformed escape with 400 and keeps serving', async () => {
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
    expect((await rawGet('/assets/app.js')).status).toBe(200);
  });
});
