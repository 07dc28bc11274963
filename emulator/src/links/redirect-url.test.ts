import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpUrl, linkWithToken } from './redirect-url';

describe('links carrying a token', () => {
  it('adds the token type and token to a URL without a query', () => {
    expect(linkWithToken('http://localhost:3000/auth', 'magic_links', 'abc')).toBe(
      'http://localhost:3000/auth?stytch_token_type=magic_links&token=abc',
    );
  });

  it('keeps the existing query and hash', () => {
    const link = new URL(linkWithToken('https://app.test/cb?next=%2Fhome#top', 'reset_password', 't-1'));
    expect(link.searchParams.get('next')).toBe('/home');
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
    expect(link.searchParams.get('token')).toBe('t-1');
    expect(link.hash).toBe('#top');
  });

  it('tells absolute http(s) URLs from anything else', () => {
    expect(isAbsoluteHttpUrl('http://localhost:5173/')).toBe(true);
    expect(isAbsoluteHttpUrl('/relative')).toBe(false);
    expect(isAbsoluteHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
