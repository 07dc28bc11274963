import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../test-support/fake-client';
import { addressWithoutToken, spendAddressToken } from './spent-token';

describe('addressWithoutToken', () => {
  it.each([
    ['https://app.test/reset?stytch_token_type=reset_password&token=abc', 'https://app.test/reset'],
    [
      'https://app.test/reset?lang=es&token=abc&stytch_token_type=login&next=%2Fhome#step-2',
      'https://app.test/reset?lang=es&next=%2Fhome#step-2',
    ],
    // Other parameters keep their exact text, repeated ones and empty values included.
    ['https://app.test/r?q=a+b&q=c%20d&flag&token=abc', 'https://app.test/r?q=a+b&q=c%20d&flag'],
    ['https://app.test/r?to%6Ben=abc&tokens=1', 'https://app.test/r?tokens=1'],
    ['https://app.test/r?a=1#token=abc', 'https://app.test/r?a=1#token=abc'],
    ['https://app.test/r', 'https://app.test/r'],
  ])('turns %s into %s', (href, expected) => {
    expect(addressWithoutToken(href)).toBe(expected);
  });
});

describe('spendAddressToken', () => {
  const tokenAddress = '/reset?lang=es&stytch_token_type=reset_password&token=abc#form';

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it("takes the token out of the address once the call succeeds, keeping the entry's state", async () => {
    window.history.replaceState({ route: 'reset' }, '', tokenAddress);
    await expect(spendAddressToken(async () => 'signed in')).resolves.toBe('signed in');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/reset?lang=es#form',
    );
    expect(window.history.state).toEqual({ route: 'reset' });
  });

  it.each(['unable_to_auth_password_reset_token', 'unable_to_auth_magic_link', 'magic_link_not_found'])(
    'takes it out when the server refuses it as spent (%s), and passes the refusal on',
    async (errorType) => {
      window.history.replaceState(null, '', tokenAddress);
      const refusal = apiError(errorType, 'This link was used already.', 401);
      await expect(spendAddressToken(() => Promise.reject(refusal))).rejects.toBe(refusal);
      expect(window.location.search).toBe('?lang=es');
    },
  );

  it('leaves it when the server refuses something else, since the token still works', async () => {
    window.history.replaceState(null, '', tokenAddress);
    const refusal = apiError('weak_password', 'The password is too weak.');
    await expect(spendAddressToken(() => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(window.location.search).toBe('?lang=es&stytch_token_type=reset_password&token=abc');
  });
});
