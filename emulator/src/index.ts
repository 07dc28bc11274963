/** @foyer/emulator: a local server speaking the provider's browser-SDK API, and its control client. */
export type { EmulatorActivity } from './activity';
export { createApp } from './app';
export {
  type ClockState,
  type ConnectedApp,
  type ConnectedAppClientType,
  type ConnectedAppInput,
  ControlApiError,
  type ControlClient,
  type ControlClientOptions,
  type CreatedConnectedApp,
  createControlClient,
  type EmailSenderSetting,
  type EmulatorSession,
  type EmulatorUser,
  type Fault,
  type FaultInput,
  type InboxMessage,
  type LoggedRequest,
  type MessageChannel,
  type MessageFilter,
  type MessageSender,
  type PasswordPolicy,
  type ProjectCredentialsAnswer,
  type ProjectExport,
  type ProjectSettings,
  type RbacPolicy,
  type Retention,
  type RetentionCount,
  type SeedUserInput,
  type TelemetryEvent,
  type UserConnectedApp,
  type UserEdit,
} from './control/client';
export type { ErrorEnvelope } from './http/envelope';
export type { ProviderErrorType } from './http/error-types';
export { type EmulatorOptions, type RunningEmulator, startEmulator } from './server';
export { JWKS_PATH } from './sessions/jwks-route';
export {
  MAX_EVENT_CHARS,
  MAX_EVENTS_PER_PROJECT,
  MAX_MESSAGE_FIELD_CHARS,
  MAX_MESSAGES_PER_PROJECT,
} from './store/retention';
export { secretDigest } from './store/secret-digest';
export { DEFAULT_MAX_PROJECTS } from './store/store';
export { EMULATOR_HOSTNAME, GOOGLE_ACCOUNTS_HOSTNAME, MAPPED_HOSTNAMES } from './tls/certificate';
export { defaultCertificateCacheDir } from './tls/certificate-cache';
export { hostResolverRules } from './tls/chromium-command';
