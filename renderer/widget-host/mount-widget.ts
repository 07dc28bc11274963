import {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountPasswordReset,
  type WidgetError,
  type WidgetEvent,
  type WidgetHandle,
  type WidgetOptions,
} from '@foyer/widget';
import type { StytchClient } from '@stytch/vanilla-js/headless';
import type { MountSettings } from '../../preload/api';
import { configWithTestbedRedirects } from '../mount/settings';

export type { WidgetHandle };

export type WidgetCallbacks = {
  onEvent: (event: WidgetEvent) => void;
  onError: (error: WidgetError) => void;
};

/** Mounts the widget in the mode the settings name, with the options the Mount panel holds. */
export function mountWidget(options: {
  settings: MountSettings;
  element: HTMLElement;
  client: StytchClient;
  callbacks: WidgetCallbacks;
  origin: string;
}): WidgetHandle {
  const { settings, element, client, callbacks, origin } = options;
  // The config, styles and strings are JSON the developer typed, possibly wrong on purpose: the
  // widget's own checks (its config errors) are what the testbed exists to exercise.
  const common = {
    client,
    element,
    config: { ...configWithTestbedRedirects(settings.config, origin), enableShadowDOM: settings.shadowDom },
    styles: settings.styles,
    strings: settings.strings,
    locale: settings.locale,
    callbacks,
  } as WidgetOptions;
  switch (settings.mode) {
    case 'login':
      return mountLogin(common);
    case 'passwordReset':
      return mountPasswordReset({ ...common, passwordResetToken: settings.passwordResetToken });
    case 'passkeyRegistration':
      return mountPasskeyRegistration(common);
    case 'identityProvider':
      return mountIdentityProvider(common);
  }
}
