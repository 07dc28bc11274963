import type { ConnectedAppInput, ControlClient } from '@foyer/emulator';
import { DEMO_APP_NAME, type DemoAppEndpoints } from './endpoints';

/** The demo app as a confidential third-party client: it asks for consent and holds a secret. */
export function demoAppClient(endpoints: DemoAppEndpoints, clientSecret: string): ConnectedAppInput {
  return {
    client_id: endpoints.clientId,
    client_name: DEMO_APP_NAME,
    client_description: 'The testbed’s sample third-party app (openid-client as the relying party).',
    client_type: 'third_party',
    redirect_uris: [endpoints.redirectUri],
    post_logout_redirect_uris: [endpoints.postLogoutRedirectUri],
    client_secret: clientSecret,
  };
}

/**
 * Makes a project ready for the demo app: its client registered (again: upsert keeps it the same
 * across restarts) and the testbed's page as the identity provider's authorization endpoint.
 */
export async function prepareDemoProject(
  control: ControlClient,
  options: { endpoints: DemoAppEndpoints; clientSecret: string; idpPageUrl: string },
): Promise<void> {
  await control.upsertConnectedApp(demoAppClient(options.endpoints, options.clientSecret));
  const settings = await control.settings();
  if (settings.idp_authorization_url !== options.idpPageUrl) {
    await control.updateSettings({ idp_authorization_url: options.idpPageUrl });
  }
}
