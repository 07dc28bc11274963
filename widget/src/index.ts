export type { Bootstrap } from './client/client-internals';
export type { WidgetClient } from './client/widget-client';
export type {
  EmailMagicLinksOptions,
  OAuthOptions,
  OTPOptions,
  PasswordOptions,
  ProductName,
  SessionOptions,
  WidgetConfig,
} from './config/types';
export type { EmailSentType, WidgetCallbacks, WidgetError, WidgetEvent } from './events';
export {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountPasswordReset,
} from './mount/entry-points';
export type { PasswordResetOptions, WidgetHandle, WidgetOptions, WidgetUpdate } from './mount/options';
export {
  FoyerIdentityProvider,
  FoyerLogin,
  FoyerPasskeyRegistration,
  FoyerPasswordReset,
} from './mount/react-components';
export type { DisplayMessage } from './state/display-message';
export type { ScreenName } from './state/screens';
export type { WidgetState } from './state/store';
export type { Locale, MessageId, StringOverrides } from './strings/catalog';
export type { StyleOptions, Theme } from './theme/tokens';
