import { describe, expect, it } from 'vitest';
import { identityProviderPresetParams } from './idp-presets';

const app = {
  clientId: 'connected-app-test-foyer-demo-app',
  homeUrl: 'http://localhost:7000/',
  redirectUri: 'http://localhost:7000/callback',
  postLogoutRedirectUri: 'http://localhost:7000/signed-out',
};

describe('identity-provider presets', () => {
  it("authorize names the demo app's client, its redirect URI and the standard scopes", () => {
    const params = new URLSearchParams(identityProviderPresetParams('authorize', app));
    expect(params.get('client_id')).toBe(app.clientId);
    expect(params.get('redirect_uri')).toBe(app.redirectUri);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.has('post_logout_redirect_uri')).toBe(false);
  });

  it('logout carries the post-logout redirect URI, which puts the widget in its logout flow', () => {
    const params = new URLSearchParams(identityProviderPresetParams('logout', app));
    expect(params.get('client_id')).toBe(app.clientId);
    expect(params.get('post_logout_redirect_uri')).toBe(app.postLogoutRedirectUri);
    expect(params.has('redirect_uri')).toBe(false);
  });
});
