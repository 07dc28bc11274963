import { describe, expect, it } from 'vitest';
import type { OAuthProviderConfig } from '../../config/types';
import { apiError } from '../../test-support/fake-client';
import { describeOAuthStartFailure, oauthStartOptions } from './oauth-start';

describe('the OAuth start options', () => {
  it("pass the redirect URLs with the provider's own scopes and parameters", () => {
    const options = {
      providers: [],
      loginRedirectURL: 'https://app.test/login',
      signupRedirectURL: 'https://app.test/signup',
    };
    const provider: OAuthProviderConfig = {
      type: 'google',
      custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
      provider_params: { prompt: 'select_account', login_hint: 'ada@example.com' },
    };
    expect(oauthStartOptions(options, provider)).toEqual({
      login_redirect_url: 'https://app.test/login',
      signup_redirect_url: 'https://app.test/signup',
      custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
      provider_params: { prompt: 'select_account', login_hint: 'ada@example.com' },
    });
  });

  it("leave out what the config does not give, so the project's defaults apply", () => {
    expect(oauthStartOptions({ providers: [] }, { type: 'github' })).toEqual({});
  });

  it("describe a refused call in the client's words, and a server error by the catalog", () => {
    const usage = Object.assign(
      new Error('Invalid call to oauth.google.start\ncustom_scopes must be an array of strings'),
      {
        name: 'StytchSDKUsageError',
      },
    );
    expect(describeOAuthStartFailure(usage)).toEqual({ kind: 'text', text: usage.message });
    expect(describeOAuthStartFailure(apiError('oauth_config_not_found', 'OAuth is not configured.'))).toEqual(
      {
        kind: 'text',
        text: 'OAuth is not configured.',
      },
    );
    expect(describeOAuthStartFailure(new TypeError('custom_scopes.join is not a function'))).toEqual({
      kind: 'message',
      id: 'error.title',
    });
  });
});
