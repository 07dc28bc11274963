import { describe, expect, it } from 'vitest';
import { basicCredentialsText, decodeBasicCredentials } from './basic-credentials';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('Basic credentials, as both of the provider’s clients send them', () => {
  it('reads the name and the password; the password keeps any colon of its own', () => {
    expect(decodeBasicCredentials(basic('project-test-app:secret:with:colons'))).toEqual({
      name: 'project-test-app',
      password: 'secret:with:colons',
    });
  });

  it('takes an empty password (the browser client before it holds a session)', () => {
    expect(decodeBasicCredentials(basic('public-token-test-app:'))).toEqual({
      name: 'public-token-test-app',
      password: '',
    });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Bearer abc'],
    ['no colon', basic('public-token-test-app')],
    ['no name', basic(':secret')],
  ])('has none with %s', (_, header) => {
    expect(decodeBasicCredentials(header)).toBeUndefined();
  });

  it('still gives the text of credentials without a colon, so the request log can name their project', () => {
    expect(basicCredentialsText(basic('public-token-test-app'))).toBe('public-token-test-app');
  });
});
