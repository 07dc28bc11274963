import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { isAbsoluteHttpUrl } from './redirect-url';

// Optional fields arrive as absent or, from some callers, as null; both mean "not given".

/** A redirect URL the emailed link will point at. */
export const redirectUrlField = z
  .string()
  .refine(isAbsoluteHttpUrl, 'must be an absolute http or https URL')
  .nullish();

/** Lifetime of an emailed link: 5 minutes up to one week, as the provider allows. */
export const linkExpirationField = z.number().int().min(5).max(10_080).nullish();

export const codeChallengeField = z.string().min(1).nullish();

export const DEFAULT_LINK_EXPIRATION_MINUTES = 30;

/** Settings that make the client send a PKCE challenge; a send without one is then refused. */
export function requireCodeChallengeIf(
  required: boolean,
  codeChallenge: string | null | undefined,
  flagName: string,
): string | undefined {
  if (required && !codeChallenge) {
    throw new ApiError(
      400,
      'pkce_expected_code_challenge',
      `This project sets ${flagName}, so the request needs a code_challenge.`,
    );
  }
  return codeChallenge ?? undefined;
}
