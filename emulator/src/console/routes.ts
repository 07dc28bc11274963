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
  // A page that opened the console keeps no handle on its window: it cannot script, message or steer it.
  // Sent for a typed address too. A page the user later visits in the same tab could open a window
  // and send the tab back, and that window would hold the console (the hostile-page tests show both).
  // The header costs a fresh tab a renderer process of the console's own (the console bench shows it).
  'cross-origin-opener-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // The page changes with each build and carries the project's data; the assets carry their
  // content's hash in their names.
  'cache-control': 'no-cache',
  // No other site's page loads it as an image, script or style (where its data could sit in that
  // page's process); navigations are not affected.
  'cross-origin-resource-policy': 'same-origin',
};

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
    if (!built) return c.html(NOT_BUILT, 200, PAGE_HEADERS);
    const boot =
      crossOriginCaller(c) === undefined ? await consoleBoot(app, c.get('store'), addressed) : undefined;
    const withCode = withViewPreload(built, dir, addressed?.view);
    return c.html(boot ? withBootData(withCode, boot) : withCode, 200, PAGE_HEADERS);
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
