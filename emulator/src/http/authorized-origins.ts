import { isAllowedRedirectUrl, parseAllowListEntry } from './redirect-allow-list';

/**
 * A project's authorized page origins: the pages that may use its browser-SDK API and its Google
 * One Tap, as the hosted provider's SDK settings list the domains an app runs on. An entry is an
 * origin (`https://app.example.com`, `http://localhost:3000`) whose port may be `*`, written as in
 * the redirect allow-list but without a path.
 */

/** Loopback pages on any port: test pages, the testbed and a developer's dev server all live there. */
export const DEFAULT_AUTHORIZED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
];

/** Why an entry cannot be an authorized origin, or undefined when it can. */
export function authorizedOriginProblem(entry: string): string | undefined {
  const parsed = parseAllowListEntry(entry);
  if ('problem' in parsed) return parsed.problem;
  const { pathname } = parsed.pattern;
  if (pathname !== '/' || /[/?#]$/.test(entry)) {
    return 'must be an origin (scheme, host and port) with no path, query or trailing slash';
  }
  return undefined;
}

/** Whether a page of `origin` (as a browser names it in `Origin`) is one of `authorizedOrigins`. */
export function isAuthorizedOrigin(origin: string, authorizedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // `null` (sandboxed frames, file pages) and anything with a path is no page origin.
  if (parsed.origin !== origin) return false;
  const entries = authorizedOrigins.filter((entry) => authorizedOriginProblem(entry) === undefined);
  return isAllowedRedirectUrl(
    `${origin}/`,
    entries.map((entry) => `${entry}/`),
  );
}

/**
 * The same list as CSP `frame-ancestors` sources, which take `scheme://host:*` as written. Entries
 * that do not parse allow nothing here either, nor do IPv6 literals, which CSP sources cannot name;
 * an empty list frames nowhere.
 */
export function frameAncestorSources(authorizedOrigins: readonly string[]): string {
  const sources = authorizedOrigins.filter(
    (entry) => authorizedOriginProblem(entry) === undefined && !entry.includes('://['),
  );
  return sources.length > 0 ? sources.join(' ') : "'none'";
}
