import type { WidgetClient } from '../client/widget-client';
import type { WidgetConfig } from '../config/types';
import type { WidgetCallbacks } from '../events';
import type { WidgetState } from '../state/store';
import type { LocaleCatalog, StringOverrides } from '../strings/catalog';
import type { LocaleRequest } from '../strings/choose-locale';
import type { StyleOptions } from '../theme/tokens';

/** What every mount entry point takes. */
export type WidgetOptions = {
  /** A headless client the host created (`createStytchClient` from `@stytch/vanilla-js/headless`). */
  client: WidgetClient;
  /** Where to render: an element, or a selector for one. */
  element: string | Element;
  config?: WidgetConfig;
  styles?: StyleOptions;
  callbacks?: WidgetCallbacks;
  /** Replacement texts by message id. */
  strings?: StringOverrides;
  /**
   * The language of the built-in texts: a catalog (`import { fr } from '@foyer/widget/locales/fr'`),
   * a BCP 47 tag, matched case-insensitively along its fallbacks (`fr-CA` → `fr` → English) against
   * English and `locales`, or `'auto'` for the visitor's browser languages. English by default.
   */
  locale?: LocaleRequest;
  /** The catalogs a tag or `'auto'` may pick from, besides English (which is always there). */
  locales?: readonly LocaleCatalog[];
  /** The text direction; by default the language's own (right to left for Arabic and Hebrew). */
  dir?: 'ltr' | 'rtl';
};

export type PasswordResetOptions = WidgetOptions & {
  /** The token from the reset link the user followed. */
  passwordResetToken: string;
};

/** What can change after mounting. `config.enableShadowDOM` is read once, at mount. */
export type WidgetUpdate = Partial<Omit<WidgetOptions, 'element'>>;

export type WidgetHandle = {
  /** The widget's live Valtio state; subscribe to it with valtio's `subscribe` or `useSnapshot`. */
  readonly state: WidgetState;
  update(options: WidgetUpdate): void;
  unmount(): void;
};

/** The four ways to mount the widget, each with its own entry point. */
export const MOUNT_MODES = ['login', 'passwordReset', 'passkeyRegistration', 'identityProvider'] as const;
export type MountMode = (typeof MOUNT_MODES)[number];
