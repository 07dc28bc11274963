/**
 * The text of `Authorization: Basic base64(<name>:<password>)`, as both of the provider's clients send
 * it: the browser client's public token and session token, the backend SDK's project id and secret.
 * Undefined when the header is absent or not Basic.
 */
export function basicCredentialsText(header: string | undefined): string | undefined {
  const encoded = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '')?.[1];
  return encoded ? Buffer.from(encoded, 'base64').toString('utf8') : undefined;
}

/** The name and password of Basic credentials; undefined without them, each API refusing in its own words. */
export function decodeBasicCredentials(
  header: string | undefined,
): { name: string; password: string } | undefined {
  const decoded = basicCredentialsText(header) ?? '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
