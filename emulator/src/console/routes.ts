import type { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { crossOriginCaller } from '../http/same-origin';
import { chooseEncoding } from './accept-encoding';
import { CONSOLE_DIR, consoleAsset, consolePage } from './console-files';
import { type AddressedView, consoleBoot, withBootData } from './page-boot';
import { withViewPreload } from './view-preload';

/**
 * The console's page runs only the console's own files and talks only to this origin's control API:
 * no inline script or style, no other origin, and no framing (a page that framed it could steer
 * clicks on its buttons).
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'content-security-policy': CONSOLE_CSP,
  // For browsers older than frame-ancestors.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // The page changes with each build and carries the project's data; the assets carry their
  // content's hash in their names.
  'cache-control': 'no-cache',
  // No other site's page loads it as an image, script or style (where its data could sit in that
  // page's process); navigations are not affected.
  'cross-origin-resource-policy': 'same-origin',
  // The opener policy below, and the page's data (see page-boot.ts), follow this request header.
  vary: 'Sec-Fetch-Site',
};

/**
 * The page's headers for one load. A page that sent a window to the console, by opening it, by a
 * link or by a redirect, keeps no handle on it (it could not script it anyway, but could message it,
 * count its frames or send it elsewhere): the opener policy puts the console in a window group of its
 * own. Only a load the user started (an address typed, a bookmark, a link from the terminal:
 * `Sec-Fetch-Site: none`; a reload says what its first load said) goes without it, since no page
 * sent it. The header is not free: in a fresh tab it makes Chromium start the console in a renderer
 * process of its own rather than the one the tab already holds, about 100 ms on this project's
 * machines (the console bench shows it). What that leaves: a window another site opened, into which the user then types the console's
 * address, stays that site's handle; it reads nothing from the console through it.
 */
function pageHeaders(c: EmulatorContext): Record<string, string> {
  if (c.req.header('sec-fetch-site') === 'none') return PAGE_HEADERS;
  return { ...PAGE_HEADERS, 'cross-origin-opener-policy': 'same-origin' };
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Foyer emulator</title></head>
<body><h1>Foyer emulator</h1>
<p>The console is not built in this checkout. Build it with <code>npm run build:console -w emulator</code>
(<code>npm start</code> and <code>npm test</code> build it too), then reload.</p>
<p>The control API answers under <code>/control/v1</code> meanwhile.</p></body></html>`;

/**
 * The console at `/` (its projects) and `/p/<public token>/<view>` (a view of one), and its files
 * under `/console/assets/`, on both listeners. The page carries the answers of its first reads
 * (see page-boot.ts), but only for the emulator's own origin or an address typed or bookmarked:
 * a request another site's page caused gets the bare page, which then reads over the control API,
 * refused to other sites as it is. A checkout that has not built the console yet still answers with
 * a page: the emulator itself is working, and the page says the one command that builds what is missing.
 */
export function registerConsoleRoutes(app: Hono<EmulatorEnv>, dir = CONSOLE_DIR): void {
  const page = async (c: EmulatorContext, addressed: AddressedView | undefined) => {
    const built = consolePage(dir);
    if (!built) return c.html(NOT_BUILT, 200, pageHeaders(c));
    const boot =
      crossOriginCaller(c) === undefined ? await consoleBoot(app, c.get('store'), addressed) : undefined;
    const withCode = withViewPreload(built, dir, addressed?.view);
    return c.html(boot ? withBootData(withCode, boot) : withCode, 200, pageHeaders(c));
  };
  app.get('/', (c) => page(c, undefined));
  app.get('/p/:token/:view?', (c) =>
    page(c, { publicToken: c.req.param('token'), view: c.req.param('view') ?? 'inbox' }),
  );
  app.get('/console/assets/:name', (c) => {
    const asset = consoleAsset(c.req.param('name'), dir, chooseEncoding(c.req.header('accept-encoding')));
    if (!asset) return c.notFound();
    return c.body(new Uint8Array(asset.body), 200, {
      'content-type': asset.mediaType,
      ...(asset.encoding ? { 'content-encoding': asset.encoding } : {}),
      // A cache keeps one copy per encoding the browsers behind it ask for.
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      // Hashed names: a new build is a new name, so a copy never needs checking again.
      'cache-control': 'public, max-age=31536000, immutable',
      // Assets are for the console's own page; no other site reads them with credentials either.
      'cross-origin-resource-policy': 'same-origin',
    });
  });
}
