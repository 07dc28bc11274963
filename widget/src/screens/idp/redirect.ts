/**
 * Whether the widget may send the browser to a redirect the server returned: only web pages. The
 * address comes from a third party's registration, and a `javascript:` or `data:` one would run in
 * this page's origin instead of leaving it.
 */
export function isWebRedirect(uri: string): boolean {
  try {
    const { protocol } = new URL(uri);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
