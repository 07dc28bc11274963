/**
 * The demo third-party app's fixed identity: one client id in every project, its pages on its own
 * origin. The testbed's Mount panel presets and the emulator registration are built from this.
 */
export const DEMO_APP_CLIENT_ID = 'connected-app-test-foyer-demo-app';
export const DEMO_APP_NAME = 'Foyer demo app';

/** Where the demo app listens and the URLs it registers with the identity provider. */
export type DemoAppEndpoints = {
  clientId: string;
  /** Its home page, with the "Sign in with …" button. */
  homeUrl: string;
  /** The `redirect_uri` of its authorization requests. */
  redirectUri: string;
  /** The `post_logout_redirect_uri` of its logout requests. */
  postLogoutRedirectUri: string;
};

export function demoAppEndpoints(origin: string): DemoAppEndpoints {
  return {
    clientId: DEMO_APP_CLIENT_ID,
    homeUrl: `${origin}/`,
    redirectUri: `${origin}/callback`,
    postLogoutRedirectUri: `${origin}/signed-out`,
  };
}
