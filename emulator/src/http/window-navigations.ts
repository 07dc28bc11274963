import type { Context } from 'hono';
import { EmulatorError } from './api-error';
import { crossOriginCaller } from './same-origin';

/**
 * Whether a browser asked for a window's own document (a link followed, a redirect, a typed address,
 * a popup), rather than an image, a frame, a script or a fetch, as `Sec-Fetch-Mode` and
 * `Sec-Fetch-Dest` say, and not a prefetch or prerender (`Sec-Purpose`) the user may never see. A
 * navigation shows the page it asked for; the others may run unseen. Asked only of pages of another
 * origin: tools (whose fetch may send `Sec-Fetch-Mode: cors`) name none, and pass before it.
 */
function isWindowNavigation(c: Context): boolean {
  const mode = c.req.header('sec-fetch-mode');
  const destination = c.req.header('sec-fetch-dest');
  return (
    (mode === undefined || mode === 'navigate') &&
    (destination === undefined || destination === 'document') &&
    c.req.header('sec-purpose') === undefined
  );
}

/**
 * Refuses, with 403 `cross_origin_request_refused`, a page another origin asks for as an image, a
 * frame or a fetch: `page` acts when loaded (it opens a record, or signs the browser in), which must
 * not happen with nothing on screen. Navigations pass from any site, as apps send browsers there.
 */
export function requireWindowNavigation(c: Context, page: string): void {
  const caller = crossOriginCaller(c);
  if (caller === undefined || isWindowNavigation(c)) return;
  // A fetch's destination is `empty`: it is named by its mode (`a no-cors fetch`).
  const destination = c.req.header('sec-fetch-dest');
  const asked =
    c.req.header('sec-purpose') ??
    (destination && destination !== 'empty'
      ? destination
      : `a ${c.req.header('sec-fetch-mode') ?? 'script'} fetch`);
  throw new EmulatorError(
    'cross_origin_request_refused',
    `${page} is a page the app sends the browser to: ${caller} asked for it as ${asked}, not as a navigation.`,
  );
}
