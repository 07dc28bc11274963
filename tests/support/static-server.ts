import { readFileSync, statSync } from 'node:fs';
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

/**
 * The file a path names (a folder's `index.html`), read once: a build does not change while it is
 * served, and every test's fresh browser context asks for the same files again.
 */
function fileReader(): (path: string) => { path: string; body: Buffer } | undefined {
  const read = new Map<string, { path: string; body: Buffer } | undefined>();
  const readOnce = (path: string) => {
    try {
      const file = statSync(path).isDirectory() ? join(path, 'index.html') : path;
      return { path: file, body: readFileSync(file) };
    } catch {
      return undefined;
    }
  };
  return (path) => {
    if (!read.has(path)) read.set(path, readOnce(path));
    return read.get(path);
  };
}

/**
 * Serves a built folder on `http://localhost:<free port>` (WebAuthn and cookies need `localhost`).
 * Pages are never cached; Vite's content-hashed assets are, for the life of a browser context, as a
 * host's CDN would cache them.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const fileAt = fileReader();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    const path = join(root, relative);
    if (!path.startsWith(root + sep) && path !== root) {
      res.writeHead(403).end();
      return;
    }
    const file = fileAt(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file.path)] ?? 'application/octet-stream',
      'cache-control': relative.startsWith(`assets${sep}`) ? 'max-age=31536000, immutable' : 'no-store',
    };
    if (url.searchParams.get('csp') === 'strict') headers['content-security-policy'] = STRICT_CSP;
    res.writeHead(200, headers).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
