import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { testbedCspForUrl } from './renderer-csp';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export type RendererServer = { url: string; origin: string; close(): Promise<void> };

/**
 * Serves the built testbed renderer on `http://localhost:<port>` (WebAuthn refuses `file://` and
 * IP origins), with the testbed's CSP on every page. Unknown paths get the page itself, so a link
 * back to any testbed path (a magic link's redirect) lands on the app.
 */
export async function serveRenderer(root: string, port = 0): Promise<RendererServer> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`) would otherwise reject this async handler and, unhandled,
      // end the whole `npm start` process.
      response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
      return;
    }
    // The URL parser already resolved literal dots; what is left are escaped ones (`..%2f`, `..%5c`),
    // which only an attack sends. Refuse them before `normalize` quietly folds them into the root.
    const relative = normalize(decoded).replace(/^[/\\]+/, '');
    let file = join(root, relative);
    if (decoded.split(/[/\\]/).includes('..') || (file !== root && !file.startsWith(root + sep))) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('forbidden');
      return;
    }
    const found = await stat(file).catch(() => null);
    if (!found && extname(relative) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (!found || found.isDirectory()) file = join(root, 'index.html');
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // For browsers that predate CSP's frame-ancestors: the testbed is never framed, even by itself.
      'x-frame-options': 'DENY',
    };
    if (type.startsWith('text/html')) {
      headers['content-security-policy'] = testbedCspForUrl(`http://localhost${request.url ?? '/'}`);
    }
    response.writeHead(200, headers);
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const origin = `http://localhost:${bound}`;
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
