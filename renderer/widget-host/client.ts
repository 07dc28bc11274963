import { createStytchClient, type StytchClient } from '@stytch/vanilla-js/headless';
import { EMULATOR_SDK_ORIGIN } from '../../preload/api';

let current: { token: string; client: StytchClient } | null = null;

/**
 * The page's one client. The client library keeps session cookies and refresh timers per page, so
 * a second project means a new page, not a second client: callers reload to switch tokens.
 */
export function clientFor(publicToken: string): StytchClient {
  if (current && current.token !== publicToken) {
    throw new Error(`This page's client belongs to ${current.token}; reload to use ${publicToken}.`);
  }
  current ??= {
    token: publicToken,
    client: createStytchClient(publicToken, { customBaseUrl: EMULATOR_SDK_ORIGIN }),
  };
  return current.client;
}
