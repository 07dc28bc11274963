import { describe, expect, it } from 'vitest';
import { linksInMessage } from './message-links';

const ORIGIN = 'http://localhost:5000';

describe('linksInMessage', () => {
  it("finds both links of a reset email, named for what they do, the message's link first", () => {
    const reset = `${ORIGIN}/?stytch_token_type=reset_password&token=reset-1`;
    const login = `${ORIGIN}/?stytch_token_type=login&token=login-1`;
    const text = `Reset your password: ${reset}\n\nOr sign in without a password: ${login}.`;
    expect(linksInMessage({ text, link: reset })).toEqual([
      { url: reset, label: 'Password reset link', token: 'reset-1' },
      { url: login, label: 'Login link (no password)', token: 'login-1' },
    ]);
  });

  it('leaves the punctuation around a link in the sentence', () => {
    const links = linksInMessage({
      text: 'See https://example.com/help, or (https://example.com/terms).',
      link: null,
    });
    expect(links.map(({ url, label }) => [url, label])).toEqual([
      ['https://example.com/help', 'Link'],
      ['https://example.com/terms', 'Link'],
    ]);
  });

  it('keeps a link the text leaves out, and has none for a text message with only a code', () => {
    const link = `${ORIGIN}/?stytch_token_type=magic_links&token=m-1`;
    expect(linksInMessage({ text: 'Your link is ready.', link }).map((l) => l.label)).toEqual(['Magic link']);
    expect(linksInMessage({ text: 'Your code is 123456', link: null })).toEqual([]);
  });
});
