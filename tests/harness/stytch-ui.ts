import {
  type Callbacks,
  createStytchClient,
  Products,
  StytchIdentityProvider,
  type StytchLoginConfig,
  StytchPasskeyRegistration,
  StytchUI,
} from '@stytch/vanilla-js';
import { installWalletsFromQuery } from './page-wallets';

/**
 * A page that mounts Stytch's own prebuilt UI (`@stytch/vanilla-js`, not Foyer's widget) on the real
 * client, pointed at the emulator, so tests can hold the emulator to what the provider's UI expects.
 *
 * Query parameters:
 * - `publicToken`: the project;
 * - `mode`: `identityProvider` mounts the `StytchIdentityProvider` element (it reads the OAuth
 *   authorization or logout request from this page's own query string); `passkeyRegistration` the
 *   `StytchPasskeyRegistration` element (for a signed-in user); otherwise the `StytchUI` login element;
 * - `config`: the login config as JSON, with `products` named by their keys in `Products`
 *   (`["emailMagicLinks", "otp"]`), since the product objects themselves are code;
 * - `wallets`: a test-wallet profile (renderer/wallets), installed before the UI mounts; each request
 *   goes to the test's wallet engine through the `__testWalletRequest` binding;
 * - `stytch_token_type=magic_links` or `oauth` with its `token` (an emailed link, or the redirect back
 *   from a provider): the host code below logs in with it, as an app's redirect page would.
 */
type ProductName = keyof typeof Products;
type LoginConfigJson = Omit<StytchLoginConfig, 'products'> & { products: ProductName[] };

/** What the prebuilt UI told the host through its callbacks. */
type UIEvent = { type: string; data: unknown };
type HostLogin = { status: 'none' | 'pending' | 'done' } | { status: 'failed'; message: string };

const params = new URLSearchParams(location.search);
const publicToken = params.get('publicToken') ?? 'public-token-test-harness';
const clientOptions = {
  customBaseUrl: 'https://api.emulator.test',
  // The clientside-services frame (phone numbers, One Tap) from the emulator instead of the
  // provider's CDN. The client reads `endpoints` but does not type it, hence no object literal at the call.
  endpoints: { clientsideServicesIframeURL: 'https://api.emulator.test/one-tap/clientside-services' },
};
const client = createStytchClient(publicToken, clientOptions);

const stytchUI = {
  events: [] as UIEvent[],
  errors: [] as string[],
  hostLogin: { status: 'none' } as HostLogin,
};

declare global {
  interface Window {
    client: typeof client;
    stytchUI: typeof stytchUI;
  }
}
window.client = client;
window.stytchUI = stytchUI;

function loginConfig(json: string | null): StytchLoginConfig {
  const parsed: LoginConfigJson = JSON.parse(json ?? '{"products":[]}');
  return { ...parsed, products: parsed.products.map((name) => Products[name]) };
}

const callbacks: Callbacks = {
  onEvent: ({ type, data }) => stytchUI.events.push({ type, data }),
  onError: (error) => stytchUI.errors.push(error.message),
};

function mount(): HTMLElement {
  if (params.get('mode') === 'identityProvider') {
    customElements.define('stytch-identity-provider', StytchIdentityProvider);
    const consent = new StytchIdentityProvider();
    consent.render({ client, callbacks });
    return consent;
  }
  if (params.get('mode') === 'passkeyRegistration') {
    customElements.define('stytch-passkey-registration', StytchPasskeyRegistration);
    const registration = new StytchPasskeyRegistration();
    registration.render({ client, config: loginConfig(params.get('config')), callbacks });
    return registration;
  }
  // The element takes its props through `render`: the deprecated `mountLogin` of 6.3.0 appends it
  // without them (bench/pages/stytch.ts says the same).
  customElements.define('stytch-ui', StytchUI);
  const login = new StytchUI();
  login.render({ client, config: loginConfig(params.get('config')), callbacks });
  return login;
}

/**
 * Waits for the client's startup session check: with a custom API domain it runs on every load, and
 * its logged-out answer, arriving after the link's login, would clear the session that login made.
 */
function startupSessionCheckSettled(): Promise<void> {
  const isCheck = (entry: PerformanceEntry) => entry.name.endsWith('/sdk/v1/sessions/authenticate');
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(isCheck)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
  });
}

async function completeLoginFromUrl(): Promise<void> {
  stytchUI.hostLogin = { status: 'pending' };
  await startupSessionCheckSettled();
  try {
    await client.authenticateByUrl({ session_duration_minutes: 30 });
    stytchUI.hostLogin = { status: 'done' };
  } catch (cause) {
    stytchUI.hostLogin = {
      status: 'failed',
      message: cause instanceof Error ? cause.message : String(cause),
    };
  }
}

installWalletsFromQuery(params);
document.getElementById('stytch-ui')?.append(mount());
if (['magic_links', 'oauth'].includes(params.get('stytch_token_type') ?? '')) void completeLoginFromUrl();
