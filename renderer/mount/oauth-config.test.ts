import { describe, expect, it } from 'vitest';
import { configuredProviders, withOneTap, withProvider } from './oauth-config';

describe('OAuth config edits', () => {
  it('appends a ticked provider, keeping the others and their options in their order', () => {
    const config = { oauthOptions: { providers: [{ type: 'github', custom_scopes: ['repo'] }] } };
    expect(configuredProviders(withProvider(config, 'google', true))).toEqual([
      { type: 'github', custom_scopes: ['repo'] },
      { type: 'google' },
    ]);
    expect(withProvider(config, 'github', true)).toBe(config);
  });

  it('drops the providers list, then the options object, when the last provider is unticked', () => {
    const config = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
    expect(withProvider(config, 'google', false)).toEqual({ products: ['oauth'] });
    const withUrl = { oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: 'http://x/' } };
    expect(withProvider(withUrl, 'google', false)).toEqual({
      oauthOptions: { loginRedirectURL: 'http://x/' },
    });
  });

  it('sets and clears One Tap options on the Google provider only', () => {
    const config = { oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] } };
    const tapped = withOneTap(config, { one_tap: true, position: 'floating' });
    expect(configuredProviders(tapped)).toEqual([
      { type: 'google', one_tap: true, position: 'floating' },
      { type: 'apple' },
    ]);
    expect(configuredProviders(withOneTap(tapped, { position: undefined }))[0]).toEqual({
      type: 'google',
      one_tap: true,
    });
  });
});
