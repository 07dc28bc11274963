/** The token kinds a redirect can carry (emailed links, OAuth); the client and widget dispatch on this value. */
export type LinkTokenType = 'magic_links' | 'reset_password' | 'login' | 'oauth';

/** Appends `stytch_token_type` and `token` to a redirect URL, keeping whatever query it already has. */
export function linkWithToken(redirectUrl: string, tokenType: LinkTokenType, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('stytch_token_type', tokenType);
  url.searchParams.set('token', token);
  return url.toString();
}

export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
