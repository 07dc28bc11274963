import type { DemoAppInfo } from '../../preload/api';

export type IdentityProviderPreset = 'authorize' | 'logout';

export const IDP_PRESET_LABELS: Record<IdentityProviderPreset, string> = {
  authorize: 'Authorize (demo app)',
  logout: 'Logout (demo app)',
};

/**
 * The query of a request from the demo app, as its own pages would send it (minus PKCE and the ID
 * token hint, which only the app holds). The app did not start it, so the redirect back shows the
 * app refusing an unknown state: the preset is for trying the widget's screens.
 */
export function identityProviderPresetParams(preset: IdentityProviderPreset, app: DemoAppInfo): string {
  const params: Record<string, string> =
    preset === 'authorize'
      ? {
          client_id: app.clientId,
          redirect_uri: app.redirectUri,
          response_type: 'code',
          scope: 'openid email profile',
          state: 'testbed-preset',
          nonce: 'testbed-preset',
        }
      : {
          client_id: app.clientId,
          post_logout_redirect_uri: app.postLogoutRedirectUri,
          state: 'testbed-preset',
        };
  return new URLSearchParams(params).toString();
}
