import { createStytchClient } from '@stytch/vanilla-js/headless';
import type {
  Locale,
  WidgetConfig,
  WidgetError,
  WidgetEvent,
  WidgetHandle,
  WidgetOptions,
} from '../../widget/src';
import {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountPasswordReset,
} from '../../widget/src';

/**
 * A page that mounts the widget (from source) on the real headless client, pointed at the emulator.
 *
 * Query parameters:
 * - `token`: the public token; in `mode=passwordReset` the reset link's own `token` takes this name,
 *   so pass the public token as `publicToken` there (it wins whenever present);
 * - `mode`: login (default), passwordReset, passkeyRegistration or identityProvider;
 * - `config`: the widget config as JSON; `shadow=1` turns on enableShadowDOM;
 * - `locale`: en, es or pt-br.
 */
const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'login';
const publicToken = params.get('publicToken') ?? (mode === 'passwordReset' ? null : params.get('token'));
const client = createStytchClient(publicToken ?? 'public-token-test-harness', {
  customBaseUrl: 'https://api.emulator.test',
});

const config: WidgetConfig = JSON.parse(params.get('config') ?? '{}');
if (params.get('shadow') === '1') config.enableShadowDOM = true;

const foyerEvents: WidgetEvent[] = [];
const foyerErrors: WidgetError[] = [];
const element = document.getElementById('widget');
if (!element) throw new Error('widget.html has no #widget element');

const options: WidgetOptions = {
  client,
  element,
  config,
  locale: (params.get('locale') ?? 'en') as Locale,
  callbacks: {
    onEvent: (event) => foyerEvents.push(event),
    onError: (error) => foyerErrors.push(error),
  },
};

function mount(): WidgetHandle {
  switch (mode) {
    case 'passwordReset':
      return mountPasswordReset({ ...options, passwordResetToken: params.get('token') ?? '' });
    case 'passkeyRegistration':
      return mountPasskeyRegistration(options);
    case 'identityProvider':
      return mountIdentityProvider(options);
    default:
      return mountLogin(options);
  }
}

declare global {
  interface Window {
    client: typeof client;
    foyer: WidgetHandle;
    foyerEvents: WidgetEvent[];
    foyerErrors: WidgetError[];
  }
}
window.client = client;
window.foyerEvents = foyerEvents;
window.foyerErrors = foyerErrors;
window.foyer = mount();
