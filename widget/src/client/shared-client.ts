import { createStytchClient } from '@stytch/vanilla-js/headless';
import { emulatorEndpointOptions } from './emulator-endpoints';
import type { WidgetClient } from './widget-client';

/**
 * What a component makes its client from when the host hands it none: plain values, so that a server
 * component can pass them. Without `emulatorUrl` the client reaches the hosted provider the token names.
 */
export type ClientRecipe = { publicToken: string; emulatorUrl?: string };

const clients = new Map<string, WidgetClient>();

/**
 * The page's one client for a recipe, made on first use: every Foyer component on the page given the
 * same token and emulator shares it, so they see one session and one set of cookies. Browser only
 * (the client reads cookies and storage as it is made).
 */
export function sharedClient({ publicToken, emulatorUrl }: ClientRecipe): WidgetClient {
  const key = JSON.stringify([publicToken, emulatorUrl ?? null]);
  let client = clients.get(key);
  if (!client) {
    client = emulatorUrl
      ? createStytchClient(publicToken, emulatorEndpointOptions(emulatorUrl))
      : createStytchClient(publicToken);
    clients.set(key, client);
  }
  return client;
}
