/** @foyer/emulator: a local server speaking the provider's browser-SDK API, and its control client. */
export { createApp } from './app';
export {
  ControlApiError,
  type ControlClient,
  createControlClient,
  type EmulatorSession,
  type EmulatorUser,
  type Fault,
  type FaultInput,
  type InboxMessage,
  type MessageChannel,
  type MessageFilter,
  type PasswordPolicy,
  type ProjectExport,
  type ProjectSettings,
  type RbacPolicy,
  type SeedUserInput,
  type TelemetryEvent,
} from './control/client';
export type { ErrorEnvelope } from './http/envelope';
export { type EmulatorOptions, type RunningEmulator, startEmulator } from './server';
export { JWKS_PATH } from './sessions/jwks-route';
export { EMULATOR_HOSTNAME } from './tls/certificate';
