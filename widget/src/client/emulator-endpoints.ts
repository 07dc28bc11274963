/**
 * The client options that point `@stytch/vanilla-js` at a Foyer emulator, for components given an
 * `emulatorUrl` instead of a client. The same options `emulatorClientOptions` from `@foyer/emulator/client`
 * makes (a testbed test holds the two equal); the widget does not import the emulator's package.
 */

import type { StytchClientOptions } from '@stytch/vanilla-js/headless';

/**
 * The client's options with `endpoints`, which `@stytch/vanilla-js` 6.3 reads but does not type (the
 * intersection is what lets the extra property through to `createStytchClient`).
 */
export type EmulatorEndpointOptions = StytchClientOptions & {
  endpoints: { testAPIURL: string; liveAPIURL: string; clientsideServicesIframeURL: string };
};

/** Where the emulator serves One Tap's clientside-services frame. */
const CLIENTSIDE_SERVICES_PATH = '/one-tap/clientside-services';

/**
 * Test and live API and the One Tap frame, all on the emulator at `url` (its origin, usually the
 * plain-HTTP listener `http://localhost:8787`). A URL with a path, or not http(s), is refused with
 * what to pass instead: the client appends `/sdk/v1/…` to it verbatim.
 */
export function emulatorEndpointOptions(url: string): EmulatorEndpointOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`emulatorUrl must be a URL such as http://localhost:8787, not "${url}".`);
  }
  const isOrigin =
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.pathname === '/' &&
    !parsed.search &&
    !parsed.hash &&
    !parsed.username &&
    !parsed.password;
  if (!isOrigin) {
    throw new TypeError(
      `emulatorUrl must be the emulator's origin, such as http://localhost:8787, with no path, query or credentials: not "${url}".`,
    );
  }
  const origin = parsed.origin;
  return {
    endpoints: {
      testAPIURL: origin,
      liveAPIURL: origin,
      clientsideServicesIframeURL: `${origin}${CLIENTSIDE_SERVICES_PATH}`,
    },
  };
}
