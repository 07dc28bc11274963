/**
 * The project's allowed redirect URLs, as the provider checks emailed links against the redirect
 * URLs configured for a project. An entry allows a URL with the same scheme, host and port whose
 * path starts with the entry's path; queries and fragments play no part on either side. An entry's
 * port may be written `*`, matching any port, because test pages and the testbed listen on whatever
 * port is free.
 */

type AllowListPattern = { protocol: string; hostname: string; port: string | '*'; pathname: string };

export type ParsedAllowListEntry = { pattern: AllowListPattern } | { problem: string };

/** `:*` right after the host; the URL parser refuses it, so it is taken out before parsing. */
const WILDCARD_PORT = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*):\*(?=[/?#]|$)/i;

/** Reads one allow-list entry, or says what is wrong with it (the control API shows that). */
export function parseAllowListEntry(entry: string): ParsedAllowListEntry {
  const wildcard = WILDCARD_PORT.exec(entry);
  const withoutWildcard = wildcard ? `${wildcard[1]}${entry.slice(wildcard[0].length)}` : entry;
  let url: URL;
  try {
    url = new URL(withoutWildcard);
  } catch {
    return { problem: 'must be an absolute http or https URL; only the port may be *' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: 'must be an http or https URL' };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: 'must not contain a user name or password' };
  }
  // `*` is a legal host character to the URL parser, but a host pattern would allow far more than
  // the developer can see at a glance; the provider only takes exact hosts too.
  if (url.hostname.includes('*')) return { problem: 'only the port may be *, not the host' };
  if (wildcard && url.port !== '') return { problem: 'has two ports' };
  return {
    pattern: {
      protocol: url.protocol,
      hostname: url.hostname,
      port: wildcard ? '*' : effectivePort(url),
      pathname: url.pathname,
    },
  };
}

/**
 * Whether `redirectUrl` is allowed by one of `allowList`'s entries. Entries that do not parse allow
 * nothing (the control API refuses them, so they only come from hand-edited data).
 */
export function isAllowedRedirectUrl(redirectUrl: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return false;
  }
  return allowList.some((entry) => {
    const parsed = parseAllowListEntry(entry);
    return 'pattern' in parsed && matches(parsed.pattern, url);
  });
}

function matches(pattern: AllowListPattern, url: URL): boolean {
  // The URL parser has already lower-cased the host and resolved `..` segments, so
  // `/auth/../admin` cannot pass as a path under `/auth`.
  return (
    url.protocol === pattern.protocol &&
    url.hostname === pattern.hostname &&
    (pattern.port === '*' || effectivePort(url) === pattern.port) &&
    url.pathname.startsWith(pattern.pathname)
  );
}

/** The parser drops a scheme's default port, so `:80` and no port must compare equal. */
function effectivePort(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}
