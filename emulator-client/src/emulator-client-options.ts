/**
 * `@foyer/emulator/client`: the provider client's options for an emulator reached over plain HTTP, so
 * a page in any browser, with no flags and no certificate, runs the unmodified client against it.
 * Browser-safe: no Node imports.
 */

/** Where One Tap's clientside-services frame lives on the emulator (emulator/src/one-tap/routes.ts). */
const CLIENTSIDE_SERVICES_PATH = '/one-tap/clientside-services';

/** The client's `endpoints` option (read by `@stytch/vanilla-js` 6.3, absent from its types). */
export type EmulatorEndpoints = {
  /** The API base for `public-token-test-…` tokens, used verbatim with its scheme and port. */
  testAPIURL: string;
  /** The API base for `public-token-live-…` tokens. */
  liveAPIURL: string;
  /** One Tap's frame, and the prebuilt UI's phone-number helpers, from the emulator instead of the CDN. */
  clientsideServicesIframeURL: string;
};

/** Options a host may pass on to the client beside the endpoints (as `StytchClientOptions` names them). */
export type HostClientOptions = {
  cookieOptions?: {
    opaqueTokenCookieName?: string;
    jwtCookieName?: string;
    istCookieName?: string;
    path?: string;
    domain?: string;
    availableToSubdomains?: boolean;
  };
  keepSessionAlive?: boolean;
};

/**
 * What `createStytchClient(token, options)` takes. The host options are part of the type so that it
 * shares properties with the client's all-optional `StytchClientOptions`, which TypeScript requires.
 */
export type EmulatorClientOptions = HostClientOptions & { endpoints: EmulatorEndpoints };

/** The emulator's address as an origin (`http://localhost:8787`), or an error that says what to pass. */
export function emulatorOrigin(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(
      `The emulator's address must be a URL such as http://localhost:8787, not "${String(url)}".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(
      `The emulator's address must start with http:// or https://, not ${parsed.protocol}// ("${parsed.href}").`,
    );
  }
  // The client appends `/sdk/v1/…` to the base: a path, query or fragment would end up in every call.
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    throw new TypeError(
      `The emulator's address must be an origin with no path, query or fragment (${parsed.origin}), not "${parsed.href}".`,
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new TypeError(
      `The emulator's address must not carry a user name or password ("${parsed.origin}").`,
    );
  }
  return parsed.origin;
}

/**
 * The client options for an emulator at `url`, usually its plain-HTTP listener:
 *
 * ```ts
 * const client = createStytchClient(token, emulatorClientOptions('http://localhost:8787'));
 * ```
 *
 * Test and live tokens both reach the emulator. Google One Tap also needs Google's script host, which
 * only a browser mapping `accounts.google.com` to the emulator reaches; elsewhere the widget shows the
 * Google button instead (emulator/README.md, "Google One Tap").
 */
export function emulatorClientOptions(
  url: string | URL,
  options: HostClientOptions = {},
): EmulatorClientOptions {
  const origin = emulatorOrigin(url);
  return {
    ...options,
    endpoints: {
      testAPIURL: origin,
      liveAPIURL: origin,
      clientsideServicesIframeURL: `${origin}${CLIENTSIDE_SERVICES_PATH}`,
    },
  };
}
