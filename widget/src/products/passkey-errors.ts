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
 * The user dismissed the browser's prompt, it timed out, user verification failed, or the request
 * was aborted: the user knows already, and a banner would only repeat it.
 */
function isBrowserDismissal(error: unknown): boolean {
  const name = errorField(error, 'name');
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The banner for a failed passkey login, or null when the user has nothing to learn from one. */
export function describePasskeyLoginFailure(error: unknown): PasskeyLoginProblem | null {
  if (isUnreachableError(error)) return describeUnreachable(error.message);
  if (errorField(error, 'error_type') === ('webauthn_registration_not_found' satisfies DeclaredErrorType)) {
    return 'passkeys.error.registrationNotFound';
  }
  return isBrowserDismissal(error) ? null : 'passkeys.error.unknown';
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
