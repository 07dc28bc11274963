import {
  MOUNT_MODES,
  type MountByModeOptions,
  type MountMode,
  mountByMode,
  type WidgetConfig,
  type WidgetError,
  type WidgetEvent,
  type WidgetHandle,
  type WidgetOptions,
} from '@foyer/widget';
import type { StytchClient } from '@stytch/vanilla-js/headless';
import type { MountSettings } from '../../preload/api';
import { allLocales } from '../../widget/src/locales/all';
import { configWithTestbedRedirects } from '../mount/settings';

export type { WidgetHandle };

export type WidgetCallbacks = {
  onEvent: (event: WidgetEvent) => void;
  onError: (error: WidgetError) => void;
};

function isMountMode(mode: string): mode is MountMode {
  return (MOUNT_MODES as readonly string[]).includes(mode);
}

/**
 * The options the settings give the widget, whether at mount or in a later `update()`. The config,
 * styles, strings and locale are what the developer typed or chose, possibly wrong on purpose: the
 * widget's own checks (its config errors) are what the testbed exists to exercise.
 */
export function widgetOptionsOf(
  settings: MountSettings,
  origin: string,
): Pick<WidgetOptions, 'config' | 'styles' | 'strings' | 'locale' | 'locales'> {
  const config = {
    ...configWithTestbedRedirects(settings.config, origin),
    enableShadowDOM: settings.shadowDom,
  };
  return {
    config: config as WidgetConfig,
    styles: settings.styles,
    strings: settings.strings,
    locale: settings.locale,
    // The testbed offers every language, so a tag or `auto` may pick any of them.
    locales: allLocales,
  };
}

/** Mounts the widget in the mode the settings name, with the options the Mount panel holds. */
export function mountWidget(options: {
  settings: MountSettings;
  element: HTMLElement;
  client: StytchClient;
  callbacks: WidgetCallbacks;
  origin: string;
}): WidgetHandle {
  const { settings, element, client, callbacks, origin } = options;
  // Settings come back from the settings file, which may predate this widget's modes.
  if (!isMountMode(settings.mode)) {
    throw new Error(`The widget has no mount mode "${settings.mode}"; it has ${MOUNT_MODES.join(', ')}.`);
  }
  return mountByMode(settings.mode, {
    client,
    element,
    ...widgetOptionsOf(settings, origin),
    callbacks,
    passwordResetToken: settings.passwordResetToken,
  } as MountByModeOptions);
}
