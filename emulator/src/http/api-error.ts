import {
  EMULATOR_ERRORS,
  type EmulatorErrorType,
  type ErrorStatus,
  PROVIDER_ERRORS,
  type ProviderErrorType,
  providerErrorUrl,
} from './error-types';

function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * An error answered in the provider's envelope, its status taken from the one table of errors
 * (error-types.ts). Throw one of the kinds below from any route or helper; the app's error handler
 * turns it into the JSON body the client library classifies, and records `detail` in the request log.
 */
export abstract class EnvelopeError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly errorType: string,
    status: ErrorStatus | undefined,
    /** What the emulator knows of this refusal (which user, which setting, why): for the developer's eyes. */
    readonly detail: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(detail);
    // Types are checked when compiled; this refuses one forced past them (`as`), rather than answer it.
    if (status === undefined) throw new TypeError(`"${errorType}" is not in the error table.`);
    this.status = status;
  }

  /** The answer's `error_message`. */
  abstract get answeredMessage(): string;

  /** The answer's `error_url`. */
  abstract get answeredUrl(): string;
}

/**
 * An error of the provider's routes: only a type the provider's client declares, answered in the
 * provider's own words for that type; `detail` reaches the request log and the terminal only.
 */
export class ApiError extends EnvelopeError {
  declare readonly errorType: ProviderErrorType;

  constructor(errorType: ProviderErrorType, detail: string, details?: Record<string, unknown>) {
    super(errorType, ownValue(PROVIDER_ERRORS, errorType)?.status, detail, details);
    this.name = 'ApiError';
  }

  get answeredMessage(): string {
    return PROVIDER_ERRORS[this.errorType].message;
  }

  get answeredUrl(): string {
    return providerErrorUrl(this.errorType);
  }
}

/**
 * A request body that fails its schema, answered `bad_request` naming the field and what is wrong
 * with it (`email: this field is required.`), as the provider's schema refusals name the field
 * (`.session_duration_minutes: should be number`) rather than say one fixed sentence.
 */
export class InvalidFieldError extends ApiError {
  constructor(description: string, details?: Record<string, unknown>) {
    super('bad_request', description, details);
    this.name = 'InvalidFieldError';
  }

  override get answeredMessage(): string {
    return this.detail;
  }
}

/**
 * An error of the emulator's own transport, control API or stand-in pages, under a name of its own
 * that the provider never sends; no provider words exist for it, so it answers its detail.
 */
export class EmulatorError extends EnvelopeError {
  declare readonly errorType: EmulatorErrorType;

  constructor(errorType: EmulatorErrorType, detail: string, details?: Record<string, unknown>) {
    super(errorType, ownValue(EMULATOR_ERRORS, errorType), detail, details);
    this.name = 'EmulatorError';
  }

  get answeredMessage(): string {
    return this.detail;
  }

  get answeredUrl(): string {
    return `https://stytch.com/docs/api/errors/${this.status}#${this.errorType}`;
  }
}
