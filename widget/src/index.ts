export type { Bootstrap } from './client/client-internals';
export type { WidgetClient } from './client/widget-client';
export { OAUTH_PROVIDER_TYPES, type OAuthProviderType } from './config/oauth-provider-types';
export { DEFAULT_CONFIG } from './config/resolve-config';
export type {
  EmailMagicLinksOptions,
  OAuthOptions,
  OTPOptions,
  PasswordOptions,
  ProductName,
  SessionOptions,
  WidgetConfig,
} from './config/types';
export { PRODUCT_NAMES } from './config/types';
export type { EmailSentType, WidgetCallbacks, WidgetError, WidgetEvent } from './events';
export {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountPasswordReset,
} from './mount/entry-points';
export { type MountByModeOptions, mountByMode } from './mount/mount-by-mode';
export {
  MOUNT_MODES,
  type MountMode,
  type PasswordResetOptions,
  type WidgetHandle,
  type WidgetOptions,
  type WidgetUpdate,
} from './mount/options';
// The React components are in `@foyer/widget/react`; these names only point there (see the file).
export {
  FoyerIdentityProvider,
  FoyerLogin,
  FoyerPasskeyRegistration,
  FoyerPasswordReset,
  type MovedComponent,
} from './moved-components';
export type { DisplayMessage } from './state/display-message';
export type { ScreenName } from './state/screens';
export type { WidgetState } from './state/store';
export type {
  LocaleCatalog,
  MessageId,
  MessageValues,
  PluralForms,
  StringOverrides,
} from './strings/catalog';
export type { LocaleRequest } from './strings/choose-locale';
export type { StyleOptions, Theme } from './theme/tokens';
