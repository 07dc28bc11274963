import type { Context } from 'hono';

/** What `Sec-Fetch-Site` says of a request the page's own origin made, or the user typed. */
const OWN_FETCH_SITES = ['same-origin', 'none'];

/**
 * The browser's prefetch or prerender (`Sec-Purpose`) of a page it guesses will be opened, made for
 * whichever page listed it in speculation rules: Chromium sends one made for another site as
 * `Sec-Fetch-Site: none`, as it does an address the user typed, and with no `Origin`, so that header
 * is all that tells it from the user. Our own pages ask for none.
 */
export function speculativeFetch(c: Context): string | undefined {
  const purpose = c.req.header('sec-purpose');
  return purpose !== undefined && c.req.header('sec-fetch-site') !== 'same-origin'
    ? `a ${purpose} the browser made for some page`
    : undefined;
}

/**
 * Why a request came from a web page of another origin, or undefined when it did not. Browsers name
 * the page in `Origin` (every cross-origin request but a plain GET; `null` when the page's referrer
 * policy hides it) and in `Sec-Fetch-Site` (every request to https and loopback addresses), and a
 * page cannot forge either. Scripts and curl send neither, so local tools pass. A prefetch counts as
 * another page's (see `speculativeFetch`).
 */
export function crossOriginCaller(c: Context): string | undefined {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && !OWN_FETCH_SITES.includes(site))
    return `a page of ${origin ?? `another site (${site})`}`;
  const speculative = speculativeFetch(c);
  if (speculative !== undefined) return speculative;
  // `null` is what a same-origin form sends under a strict referrer policy; Sec-Fetch-Site vouches for it.
  if (origin === 'null') return site === 'same-origin' ? undefined : 'an opaque origin';
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return `a page of ${origin}`;
  return undefined;
}
