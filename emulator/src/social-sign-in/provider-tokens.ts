import { errors, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { ProviderErrorType } from '../http/error-types';
import type { OAuthIdentity } from './oauth-collections';
import { existingProviderKey, providerKey } from './provider-keys';
import { type OAuthProvider, providerIssuer } from './providers';

/** Providers' ID tokens live an hour, as Google's do. */
const ID_TOKEN_LIFETIME_SECONDS = 3600;

/** The claims of a simulated provider's ID token, beyond the registered ones. */
type IdentityClaims = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  locale?: string;
  nonce?: string;
};

/** What the simulated providers sign with, as the real ones that issue ID tokens mostly do. */
const PROVIDER_ALG = 'RS256';

/**
 * An OpenID Connect ID token for `identity`, signed RS256 with the provider's key for this project
 * (see provider-keys). `iat` and `exp` are in the project's time, or from `issuedAt`.
 */
export async function signProviderIdToken(
  project: Project,
  identity: OAuthIdentity,
  options: { audience: string; nonce?: string; issuedAt?: Date },
): Promise<string> {
  const key = await providerKey(project, identity.provider);
  const issuedAt = Math.floor((options.issuedAt?.getTime() ?? project.clock.now()) / 1000);
  const claims: IdentityClaims = {
    ...(identity.email ? { email: identity.email, email_verified: identity.email_verified } : {}),
    name: identity.name,
    picture: identity.picture_url,
    locale: identity.locale,
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: PROVIDER_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(providerIssuer(identity.provider))
    .setSubject(identity.provider_subject)
    .setAudience(options.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey);
}

/** The provider's error type for an ID token the check refused: expired, for another audience, or invalid. */
function idTokenErrorType(error: unknown): ProviderErrorType {
  if (error instanceof errors.JWTExpired) return 'id_token_expired';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
    return 'id_token_incorrect_audience';
  }
  return 'id_token_invalid';
}

/**
 * The identity an ID token of `provider` names, if the provider's key for this project signed it,
 * for `audience` (and carrying `nonce`, when one is given), and it has not expired on the project's
 * clock. Refused with 400 saying why otherwise (`id_token_expired`, `id_token_incorrect_audience`,
 * `id_token_nonce_invalid` or `id_token_invalid`).
 */
export async function verifyProviderIdToken(
  project: Project,
  provider: OAuthProvider,
  idToken: string,
  options: { audience: string; nonce?: string },
): Promise<OAuthIdentity> {
  const key = existingProviderKey(project, provider);
  if (!key) {
    throw new ApiError(
      'id_token_invalid',
      `The ID token is not a valid ${provider} ID token for this project: ${provider} has signed none for it yet.`,
    );
  }
  let payload: JWTPayload & IdentityClaims;
  try {
    ({ payload } = await jwtVerify<IdentityClaims>(idToken, key.publicKey, {
      algorithms: [PROVIDER_ALG],
      issuer: providerIssuer(provider),
      audience: options.audience,
      currentDate: new Date(project.clock.now()),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      idTokenErrorType(error),
      `The ID token is not a valid ${provider} ID token for this project: ${reason}`,
    );
  }
  if (options.nonce !== undefined && payload.nonce !== options.nonce) {
    throw new ApiError('id_token_nonce_invalid', `The ID token's nonce is not the one this sign-in expects.`);
  }
  return {
    provider,
    provider_subject: String(payload.sub),
    name: stringClaim(payload.name),
    email: stringClaim(payload.email),
    email_verified: payload.email_verified === true,
    picture_url: stringClaim(payload.picture),
    locale: stringClaim(payload.locale),
  };
}

/**
 * The provider's public key for this project, as the plain JWKS providers publish: what a backend
 * would fetch to verify its ID tokens. Asking makes the key, so a set fetched early still holds it.
 */
export async function providerJwks(project: Project, provider: OAuthProvider): Promise<{ keys: JWK[] }> {
  const key = await providerKey(project, provider);
  const { n, e } = key.publicKey.export({ format: 'jwk' });
  return { keys: [{ kty: 'RSA', n, e, kid: key.kid, alg: PROVIDER_ALG, use: 'sig' }] };
}

function stringClaim(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
