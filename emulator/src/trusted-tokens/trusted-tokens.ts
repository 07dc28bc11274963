import { createPublicKey } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { TrustedTokenProfile } from './trusted-token-profile';

/** What an attested token says, the user's email and the token's own id, and the profile that passed it. */
export type AttestedClaims = { profile: TrustedTokenProfile; email: string; tokenId: string };

/**
 * Checks a JWT against the project's trusted token profile `profileId`: signed by one of its keys,
 * issued by its issuer for its audience, and current on the project's clock. Every failure is an
 * ApiError naming the reason.
 */
export async function verifyTrustedToken(
  project: Project,
  profileId: string,
  token: string,
): Promise<AttestedClaims> {
  const profile = project.settings.trusted_token_profiles.find((p) => p.profile_id === profileId);
  if (!profile) {
    throw new ApiError(
      'trusted_token_profile_not_found',
      `No trusted token profile ${profileId}; add one to the project's trusted_token_profiles setting.`,
    );
  }
  const payload = await verifiedPayload(project, profile, token);
  const email = payload[profile.attribute_mapping.email];
  const tokenId = payload[profile.attribute_mapping.token_id];
  if (typeof email !== 'string' || typeof tokenId !== 'string') {
    throw invalid(
      `The token needs string claims ${profile.attribute_mapping.email} and ${profile.attribute_mapping.token_id}.`,
    );
  }
  return { profile, email, tokenId };
}

async function verifiedPayload(
  project: Project,
  profile: TrustedTokenProfile,
  token: string,
): Promise<Record<string, unknown>> {
  let lastError: unknown;
  for (const pem of profile.public_key_pems) {
    try {
      const { payload } = await jwtVerify(token, createPublicKey(pem), {
        issuer: profile.issuer,
        audience: profile.audience,
        currentDate: new Date(project.clock.now()),
      });
      return payload;
    } catch (error) {
      lastError = error;
      // Another key of the profile may have signed it; any other failure is final.
      if (!(error instanceof errors.JWSSignatureVerificationFailed)) break;
    }
  }
  throw invalid(`The token does not pass profile ${profile.profile_id}: ${reason(lastError)}`);
}

function reason(error: unknown): string {
  if (error instanceof errors.JOSEError) return error.message;
  return 'it is not a signed JWT.';
}

function invalid(message: string): ApiError {
  return new ApiError('invalid_trusted_auth_token', message);
}
