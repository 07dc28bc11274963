import * as oidc from 'openid-client';

/** A failure as the page shows it: the protocol's error code when there is one, and its words. */
export type ShownError = { code: string | null; message: string };

/**
 * Every failure the app meets, in words a person can act on: the provider's OAuth error code and
 * description (access_denied in the callback, invalid_grant from the token endpoint), or what the
 * library found wrong. Never a stack trace.
 */
export function describeError(error: unknown): ShownError {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return { code: error.error, message: error.error_description ?? defaultMessage(error.error) };
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    const challenge = error.cause[0];
    const code = challenge?.parameters.error ?? null;
    return {
      code,
      message: challenge?.parameters.error_description ?? defaultMessage(code ?? 'invalid_token'),
    };
  }
  if (error instanceof Error) return { code: null, message: error.message };
  return { code: null, message: String(error) };
}

function defaultMessage(code: string): string {
  if (code === 'access_denied') return 'You denied the app access to your account.';
  if (code === 'invalid_grant') return 'The provider no longer accepts this grant.';
  return 'The provider refused the request.';
}
