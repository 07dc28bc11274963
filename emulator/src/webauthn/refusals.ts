import { ApiError } from '../http/api-error';
import type { ProviderErrorType } from '../http/error-types';
import type { WebAuthnChallengeRecord } from './webauthn-collections';

export type Ceremony = WebAuthnChallengeRecord['ceremony'];

/**
 * The provider's one type for a response it refuses, per ceremony, whatever was wrong with it (a
 * wrong origin, a failed attestation, a missing user verification, a counter that did not move): the
 * message says which. A registration answering no challenge the project is waiting on has its own.
 */
const REFUSALS: Readonly<
  Record<Ceremony, { failed: ProviderErrorType; unknownChallenge: ProviderErrorType }>
> = {
  registration: {
    failed: 'unable_to_register_webauthn_registration',
    unknownChallenge: 'no_pending_webauthn_registration',
  },
  authentication: {
    failed: 'unable_to_auth_webauthn_registration',
    unknownChallenge: 'unable_to_auth_webauthn_registration',
  },
};

/** A ceremony refused after its challenge was found: the response does not verify. */
export function ceremonyFailed(ceremony: Ceremony, reason: string): ApiError {
  return new ApiError(REFUSALS[ceremony].failed, reason);
}

/** A response that answers no challenge the project is waiting on (unknown, spent or expired). */
export function challengeRefused(ceremony: Ceremony, reason: string): ApiError {
  return new ApiError(REFUSALS[ceremony].unknownChallenge, reason);
}
