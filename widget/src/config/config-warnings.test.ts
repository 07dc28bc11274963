import { describe, expect, it } from 'vitest';
import { findConfigWarnings } from './config-warnings';
import { providersOnMain } from './oauth-providers';
import { resolveConfig } from './resolve-config';
import { OAUTH_PROVIDER_TYPES, type OAuthProviderConfig, type WidgetConfig } from './types';

// What a JavaScript host can pass, past the types.
const providers = (...entries: unknown[]) => entries as OAuthProviderConfig[];
const withOAuth = (list: OAuthProviderConfig[], products: WidgetConfig['products'] = ['oauth']) =>
  resolveConfig({ products, oauthOptions: { providers: list } });

describe('config warnings about OAuth providers', () => {
  it('says nothing about a good config, or about providers when OAuth is not configured', () => {
    expect(findConfigWarnings(withOAuth(providers({ type: 'google' }, { type: 'github' })))).toEqual([]);
    expect(findConfigWarnings(withOAuth(providers({ type: 'myspace' }), ['emailMagicLinks']))).toEqual([]);
  });

  it('warns that OAuth without providers shows no buttons, and a missing list counts as empty', () => {
    const expected = [{ id: 'config.warning.oauthNoProviders' }];
    expect(findConfigWarnings(withOAuth([]))).toEqual(expected);
    expect(findConfigWarnings(resolveConfig({ products: ['oauth'] }))).toEqual(expected);
    expect(findConfigWarnings(resolveConfig({ products: ['oauth'], oauthOptions: {} as never }))).toEqual(
      expected,
    );
  });

  it('names unknown types, repeated types and malformed scopes or parameters', () => {
    const config = withOAuth(
      providers(
        { type: 'google', custom_scopes: 'calendar' },
        { type: 'myspace' },
        { type: 'google' },
        { type: 'github', provider_params: { prompt: 1 } },
        { type: 'apple', provider_params: ['prompt'] },
      ),
    );
    expect(findConfigWarnings(config)).toEqual([
      {
        id: 'config.warning.oauthUnknownProviders',
        values: { types: 'myspace', known: OAUTH_PROVIDER_TYPES.join(', ') },
      },
      { id: 'config.warning.oauthRepeatedProviders', values: { types: 'google' } },
      { id: 'config.warning.oauthProviderOptions', values: { types: 'google, github, apple' } },
    ]);
  });

  it('gives a button to each known type once, at its first entry, in config order', () => {
    const list = providers(
      { type: 'github' },
      { type: 'myspace' },
      { type: 'google', custom_scopes: ['a'] },
      { type: 'github', custom_scopes: ['b'] },
    );
    expect(providersOnMain({ providers: list })).toEqual([
      { type: 'github' },
      { type: 'google', custom_scopes: ['a'] },
    ]);
  });
});
