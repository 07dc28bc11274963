import type { DeclaredErrorType } from '../client/declared-error-types';
import { errorField } from '../strings/server-errors';
import {
  describeUnreachable,
  isUnreachableError,
  type UnreachableMessageId,
} from '../strings/server-errors/client-errors';

/**
 * What to say in the warning banner when a passkey login failed. The client lets the browser's own
 * refusals through unchanged (a DOMException named for the reason), throws its API errors with an
 * `error_type`, and its own error when the servers could not be reached: that one is said as such,
 * since nothing about passkeys went wrong (the provider's prebuilt UI keeps its passkey wording for
 * API errors too).
 */
export type PasskeyLoginProblem =
  | 'passkeys.error.registrationNotFound'
  | 'passkeys.error.unknown'
  | UnreachableMessageId;

/** What to say when creating a passkey failed. */
export type PasskeyRegistrationProblem =
  | 'passkeys.error.duplicate'
  | 'passkeys.error.notCreated'
  | UnreachableMessageId;

/** The client resolved to nothing where a session was expected. */
export class EmptyPasskeyResponseError extends Error {
  override name = 'EmptyPasskeyResponseError';
  constructor() {
    super('The passkey login returned no session.');
  }
}

/**
 * The banner for a failed passkey login, or null when the user has nothing to learn from one. The
 * spec's unknown-error banner is for an API error or an empty answer. The browser's own refusals (a
 * DOMException) get none: a dismissal, a timeout or an abort the user knows of already, and a browser
 * that cannot look up passkeys at all (Chromium on a machine with no authenticator refuses every
 * autofill request with NotSupportedError) would put the banner over every page load, before the user
 * did anything. The provider's prebuilt UI shows its banner for API errors only. A user who pressed
 * the passkey button still reads the browser's own words (see `passkeyLoginReport`).
 */
export function describePasskeyLoginFailure(error: unknown): PasskeyLoginProblem | null {
  if (isUnreachableError(error)) return describeUnreachable(error.message);
  const errorType = errorField(error, 'error_type');
  if (errorType === ('webauthn_registration_not_found' satisfies DeclaredErrorType)) {
    return 'passkeys.error.registrationNotFound';
  }
  return errorType !== undefined || error instanceof EmptyPasskeyResponseError
    ? 'passkeys.error.unknown'
    : null;
}

/**
 * The browser refuses to create a credential the authenticator already holds for this account (the
 * server lists the user's credentials as excluded) with an InvalidStateError. A passkey synced from
 * another device can instead be refused with a message that names the excluded credentials.
 */
function isDuplicateCredential(error: unknown): boolean {
  if (errorField(error, 'name') === 'InvalidStateError') return true;
  return /excludeCredentials|already registered/i.test(errorField(error, 'message') ?? '');
}

/** The banner for a failed passkey registration: a duplicate, or anything else that stopped it. */
export function describePasskeyRegistrationFailure(error: unknown): PasskeyRegistrationProblem {
  if (isUnreachableError(error)) return describeUnreachable(error.message);
  return isDuplicateCredential(error) ? 'passkeys.error.duplicate' : 'passkeys.error.notCreated';
}
