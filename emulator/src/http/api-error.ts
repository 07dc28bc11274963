import {
  EMULATOR_ERRORS,
  type EmulatorErrorType,
  type ErrorStatus,
  PROVIDER_ERRORS,
  type ProviderErrorType,
} from './error-types';

/**
 * An error answered in the provider's envelope, its status taken from the one table of errors
 * (error-types.ts). Throw one of the two kinds below from any route or helper; the app's error handler
 * turns it into the JSON body the client library classifies.
 */
export abstract class EnvelopeError extends Error {
  readonly status: ErrorStatus;

  constructor(
    table: Readonly<Record<string, ErrorStatus>>,
    readonly errorType: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    // Types are checked when compiled; this refuses one forced past them (`as`), rather than answer it.
    if (!Object.hasOwn(table, errorType)) throw new TypeError(`"${errorType}" is not in the error table.`);
    this.status = table[errorType] as ErrorStatus;
  }
}

/** An error of the provider's routes: only a type the provider's client declares. */
export class ApiError extends EnvelopeError {
  declare readonly errorType: ProviderErrorType;

  constructor(errorType: ProviderErrorType, message: string, details?: Record<string, unknown>) {
    super(PROVIDER_ERRORS, errorType, message, details);
    this.name = 'ApiError';
  }
}

/**
 * An error of the emulator's own transport, control API or stand-in pages, under a name of its own
 * that the provider never sends.
 */
export class EmulatorError extends EnvelopeError {
  declare readonly errorType: EmulatorErrorType;

  constructor(errorType: EmulatorErrorType, message: string, details?: Record<string, unknown>) {
    super(EMULATOR_ERRORS, errorType, message, details);
    this.name = 'EmulatorError';
  }
}
