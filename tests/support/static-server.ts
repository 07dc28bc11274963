import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * A page's Content-Security-Policy when it asks for the strict one with `?csp=strict`: no inline
 * script or style, no eval; the provider API only, and Google One Tap's two outside pieces by name
 * (Google's script, and the provider's clientside-services frame), as a host page would list them.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' https://api.emulator.test",
  'frame-src https://api.emulator.test https://accounts.google.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export type StaticServer = { origin: string; close(): Promise<void> };

/** Serves a built folder on `http://localhost:<free port>` (WebAuthn and cookies need `localhost`). */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    let file = join(root, relative);
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    if (url.searchParams.get('csp') === 'strict') headers['content-security-policy'] = STRICT_CSP;
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
