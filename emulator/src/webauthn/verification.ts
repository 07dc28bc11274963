import { ApiError } from '../http/api-error';
import { type Ceremony, ceremonyFailed } from './refusals';
import type { ParsedAuthentication, ParsedRegistration } from './responses';
import type { WebAuthnChallengeRecord, WebAuthnCredentialRecord } from './webauthn-collections';

/**
 * The WebAuthn verifier, loaded on the first ceremony: with its certificate and CBOR libraries it
 * would add about a third of a second to every start, most of them in projects without passkeys.
 */
const webauthnServer = () => import('@simplewebauthn/server');

/** ES256 and RS256, the algorithms the creation options offer; nothing else is accepted. */
export const SUPPORTED_ALGORITHMS = [-7, -257];

/** DER `SEQUENCE { INTEGER 1, INTEGER 1 }`: parses as an ECDSA signature, verifies for no key (nor as RSA). */
const WELL_FORMED_WRONG_SIGNATURE = Buffer.from([0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01]).toString(
  'base64url',
);

/** The facts a verified registration gives, for the stored credential. */
export type VerifiedRegistration = Pick<
  WebAuthnCredentialRecord,
  'credential_id' | 'public_key' | 'counter' | 'aaguid' | 'backup_eligible' | 'backed_up'
>;

/** The facts a verified assertion gives, for the credential's stored state. */
export type VerifiedAssertion = Pick<WebAuthnCredentialRecord, 'counter' | 'backed_up'>;

/**
 * Verifies a registration against its challenge and the calling page: challenge, origin, RP id,
 * user presence, the attestation (`none` is accepted) and, when the options required it, user
 * verification.
 */
export async function verifyRegistration(
  parsed: ParsedRegistration,
  challenge: WebAuthnChallengeRecord,
  origin: string,
): Promise<VerifiedRegistration> {
  requireSameOrigin('registration', parsed.clientData.origin, origin);
  const { verifyRegistrationResponse } = await webauthnServer();
  const result = await refusingThrows('registration', () =>
    verifyRegistrationResponse({
      response: parsed.credential,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: challenge.domain,
      // Checked below, so a missing UV has its own error type.
      requireUserVerification: false,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    }),
  );
  if (!result.verified) throw ceremonyFailed('registration', 'The attestation did not verify.');
  const info = result.registrationInfo;
  requireUserVerified('registration', challenge, info.userVerified);
  return {
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    aaguid: info.aaguid,
    backup_eligible: info.credentialDeviceType === 'multiDevice',
    backed_up: info.credentialBackedUp,
  };
}

/**
 * Verifies an assertion with the stored public key: signature, challenge, origin, RP id, user
 * presence, user verification when required, and a signature counter that moved forward (a cloned
 * authenticator, or a replayed assertion, repeats an old one).
 */
export async function verifyAssertion(
  parsed: ParsedAuthentication,
  challenge: WebAuthnChallengeRecord,
  origin: string,
  stored: WebAuthnCredentialRecord,
): Promise<VerifiedAssertion> {
  requireSameOrigin('authentication', parsed.clientData.origin, origin);
  const { verifyAuthenticationResponse } = await webauthnServer();
  const verifyWith = (signature: string) =>
    verifyAuthenticationResponse({
      response: { ...parsed.credential, response: { ...parsed.credential.response, signature } },
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: challenge.domain,
      credential: {
        id: stored.credential_id,
        publicKey: Buffer.from(stored.public_key, 'base64url'),
        // The counter is compared below, after the signature, so it has its own error type.
        counter: 0,
      },
      requireUserVerification: false,
    });
  let result: Awaited<ReturnType<typeof verifyWith>>;
  try {
    result = await verifyWith(parsed.credential.response.signature);
  } catch (error) {
    // An EC signature that is not even DER makes the verifier throw, as every other failed check
    // does. The same response with a well-formed signature that cannot match tells them apart:
    // when that one is merely refused, every other check passed and the signature was at fault.
    const isOnlyTheSignature = await verifyWith(WELL_FORMED_WRONG_SIGNATURE).then(
      () => true,
      () => false,
    );
    if (isOnlyTheSignature) throw invalidSignature();
    throw ceremonyFailed('authentication', error instanceof Error ? error.message : String(error));
  }
  if (!result.verified) throw invalidSignature();
  const info = result.authenticationInfo;
  requireUserVerified('authentication', challenge, info.userVerified);
  const counter = info.newCounter;
  if ((counter > 0 || stored.counter > 0) && counter <= stored.counter) {
    throw ceremonyFailed(
      'authentication',
      `The authenticator's signature counter is ${counter}, not above the ${stored.counter} it reported before: a replayed assertion or a cloned authenticator.`,
    );
  }
  return { counter, backed_up: info.credentialBackedUp };
}

/** The provider's own type for an assertion whose signature the registered key does not verify. */
function invalidSignature(): ApiError {
  return new ApiError(
    'invalid_public_key_credential_invalid_signature',
    'The assertion is not signed by the registered credential.',
  );
}

function requireSameOrigin(ceremony: Ceremony, clientOrigin: string, origin: string): void {
  if (clientOrigin !== origin) {
    throw ceremonyFailed(
      ceremony,
      `The browser signed for ${clientOrigin}, but the request came from ${origin}.`,
    );
  }
}

function requireUserVerified(
  ceremony: Ceremony,
  challenge: WebAuthnChallengeRecord,
  userVerified: boolean,
): void {
  if (challenge.user_verification === 'required' && !userVerified) {
    throw ceremonyFailed(
      ceremony,
      'The project requires user verification, but the authenticator did not verify the user.',
    );
  }
}

/** The verifier throws for every check it fails but the signature; each is a failed ceremony, with its reason. */
async function refusingThrows<T>(ceremony: Ceremony, verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    throw ceremonyFailed(ceremony, error instanceof Error ? error.message : String(error));
  }
}
