import { emulatorClientOptions } from '@foyer/emulator/client';
import { createStytchClient } from '@stytch/vanilla-js/headless';
import type {
  MountByModeOptions,
  WidgetConfig,
  WidgetError,
  WidgetEvent,
  WidgetHandle,
} from '../../widget/src';
import { MOUNT_MODES, mountByMode } from '../../widget/src';
import { installWalletsFromQuery } from './page-wallets';

/**
 * A page that mounts the widget (from source) on the real headless client, pointed at the emulator.
 *
 * Query parameters:
 * - `token`: the public token; in `mode=passwordReset` the reset link's own `token` takes this name,
 *   so pass the public token as `publicToken` there (it wins whenever present);
 * - `mode`: one of the widget's `MOUNT_MODES`; login when absent or unknown;
 * - `config`: the widget config as JSON; `shadow=1` turns on enableShadowDOM;
 * - `locale`: en, es or pt-br;
 * - `wallets`: a test-wallet profile (renderer/wallets), installed before the widget mounts; each
 *   request goes to the test's wallet engine through the `__testWalletRequest` binding;
 * - `emulator`: the emulator's plain-HTTP address (`http://localhost:8787`): the client gets
 *   `emulatorClientOptions(emulator)`, as a host page in any browser would, instead of the mapped
 *   `https://api.emulator.test` (which needs a browser launched with the host mapping);
 * - `stytch_token_type=magic_links` or `oauth` with its `token` (an emailed link, or the redirect back
 *   from a provider; pass the public token as
 *   `publicToken`): the host code below logs in with it.
 */
const params = new URLSearchParams(location.search);
const mode = MOUNT_MODES.find((known) => known === params.get('mode')) ?? 'login';
const publicToken = params.get('publicToken') ?? (mode === 'passwordReset' ? null : params.get('token'));
const plainEmulator = params.get('emulator');
const mappedHostOptions = {
  customBaseUrl: 'https://api.emulator.test',
  // One Tap's frame from the emulator instead of the provider's CDN (emulator/README.md, One Tap).
  // The client reads `endpoints` but does not type it, hence no object literal at the call.
  endpoints: { clientsideServicesIframeURL: 'https://api.emulator.test/one-tap/clientside-services' },
};
const clientOptions = plainEmulator ? emulatorClientOptions(plainEmulator) : mappedHostOptions;
/**
 * With `customBaseUrl` the client checks the session on every load; with the plain `endpoints` only
 * when a session cookie is there at construction (`../shared/reference/provider-contract.md` §7), so that is when the host waits for it.
 */
const isStartupCheckComing = !plainEmulator || /(^|;\s*)stytch_session=/.test(document.cookie);
const client = createStytchClient(publicToken ?? 'public-token-test-harness', clientOptions);

const config: WidgetConfig = JSON.parse(params.get('config') ?? '{}');
if (params.get('shadow') === '1') config.enableShadowDOM = true;

const foyerEvents: WidgetEvent[] = [];
const foyerErrors: WidgetError[] = [];
const element = document.getElementById('widget');
if (!element) throw new Error('widget.html has no #widget element');

// `locale=<tag or auto>` picks among every catalog, loaded only when asked for, as a host's lazy import would.
const requestedLocale = params.get('locale');
const dir = params.get('dir');
const options: MountByModeOptions = {
  client,
  element,
  config,
  ...(requestedLocale && {
    locale: requestedLocale,
    locales: (await import('../../widget/src/locales/all')).allLocales,
  }),
  ...((dir === 'rtl' || dir === 'ltr') && { dir }),
  callbacks: {
    onEvent: (event) => {
      foyerEvents.push(event);
      // A test that must see events of a page about to leave listens here (tests/support/widget-page.ts).
      window.__foyerEventSeen?.(event);
    },
    onError: (error) => foyerErrors.push(error),
  },
  // Only the password-reset mode reads it: there `token` is the reset link's.
  passwordResetToken: params.get('token') ?? '',
};

/**
 * Host code, not the widget: what an app's redirect page does with an emailed magic link
 * (`?stytch_token_type=magic_links&token=…`) or a provider's redirect back (`stytch_token_type=oauth`),
 * so the inbox's links and the emulator's OAuth consent page lead back here.
 * It waits for the client's startup session check first: with a custom API domain that check runs on
 * every load, and its logged-out answer, arriving late, would clear the session the link just created.
 */
type HostLogin = { status: 'none' | 'pending' | 'done' } | { status: 'failed'; message: string };

function startupSessionCheckSettled(timeoutMs = 5_000): Promise<void> {
  const isCheck = (entry: PerformanceEntry) => entry.name.endsWith('/sdk/v1/sessions/authenticate');
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(isCheck)) done();
    });
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'resource', buffered: true });
  });
}

async function completeLoginFromUrl(): Promise<void> {
  if (isStartupCheckComing) await startupSessionCheckSettled();
  try {
    await client.authenticateByUrl({ session_duration_minutes: 30 });
    window.hostLogin = { status: 'done' };
  } catch (cause) {
    window.hostLogin = { status: 'failed', message: cause instanceof Error ? cause.message : String(cause) };
  }
}

declare global {
  interface Window {
    /** Exposed by a test that records events as they happen, even on a page that then navigates away. */
    __foyerEventSeen?: (event: WidgetEvent) => void;
    /** Where the host's magic-link login from the page URL stands. */
    hostLogin: HostLogin;
    client: typeof client;
    foyer: WidgetHandle;
    foyerEvents: WidgetEvent[];
    foyerErrors: WidgetError[];
  }
}
window.client = client;
window.foyerEvents = foyerEvents;
window.foyerErrors = foyerErrors;
installWalletsFromQuery(params);
// Where the mount call starts, in the page's clock: tests measure from here to the first usable input.
performance.mark('foyer:mount-start');
window.foyer = mountByMode(mode, options);
window.hostLogin = { status: 'none' };
const HOST_TOKEN_TYPES = ['magic_links', 'oauth'];
if (mode === 'login' && HOST_TOKEN_TYPES.includes(params.get('stytch_token_type') ?? '')) {
  window.hostLogin = { status: 'pending' };
  void completeLoginFromUrl();
}
