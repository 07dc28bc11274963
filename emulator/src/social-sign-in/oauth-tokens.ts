import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { isCodeVerifierFor } from '../links/pkce';
import { newSecretToken } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import type { OAuthIdentity, OAuthTokenRecord } from './oauth-collections';
import type { OAuthProvider } from './providers';

/** How long the app has to redeem the token its redirect carries, in the project's time. */
export const OAUTH_TOKEN_MINUTES = 10;

export type OAuthTokenInput = {
  identity: OAuthIdentity;
  provider: OAuthProvider;
  scopes: readonly string[];
  redirectUrl: string;
  isNewUser?: boolean;
  codeChallenge?: string;
  /** Goes into the ID token the redemption returns. */
  nonce?: string;
};

/**
 * Mints the single-use `token` an OAuth redirect (or a One Tap submit) hands the app; the app's
 * `oauth/authenticate` call trades it for a session within OAUTH_TOKEN_MINUTES. Expired tokens are
 * dropped in the same write, so unredeemed ones do not pile up. Only the token's digest is stored:
 * the redirect is the one place the token itself goes.
 */
export function issueOAuthToken(project: Project, input: OAuthTokenInput): string {
  const tokens = project.collections.oauth_tokens;
  const token = newSecretToken();
  const record: OAuthTokenRecord = {
    token_digest: secretDigest(token),
    provider: input.provider,
    identity: input.identity,
    scopes: [...input.scopes],
    redirect_url: input.redirectUrl,
    is_new_user: input.isNewUser ?? false,
    code_challenge: input.codeChallenge ?? null,
    nonce: input.nonce ?? null,
    ...project.clock.lifetime(OAUTH_TOKEN_MINUTES),
    used_at: null,
  };
  const expired = tokens.keysWhere((each) => project.clock.hasPassed(each.expires_at));
  project.commit([
    ...expired.map((key) => tokens.deleteWrite(key)),
    tokens.putWrite(record.token_digest, record),
  ]);
  return token;
}

/**
 * The token's record if it can be redeemed now: known, unused, unexpired, and the verifier matches
 * the challenge of its start. Nothing is spent here: a call that still fails leaves it usable.
 * Every refusal of the token itself is `oauth_token_not_found`, the type the client has a message for.
 */
export function findRedeemableOAuthToken(
  project: Project,
  token: string,
  codeVerifier: string | undefined,
): OAuthTokenRecord {
  const record = project.collections.oauth_tokens.get(secretDigest(token));
  if (!record) throw new ApiError('oauth_token_not_found', 'No OAuth token matches this token.');
  if (record.used_at !== null) {
    throw new ApiError('oauth_token_not_found', 'This OAuth token was used already; sign in again.');
  }
  if (project.clock.hasPassed(record.expires_at)) {
    throw new ApiError(
      'oauth_token_not_found',
      `This OAuth token has expired (it lasts ${OAUTH_TOKEN_MINUTES} minutes); sign in again.`,
    );
  }
  if (record.code_challenge === null && codeVerifier !== undefined) {
    throw new ApiError(
      'pkce_did_not_expect_code_verifier',
      'This OAuth flow started without a PKCE code_challenge, so it takes no code_verifier.',
    );
  }
  if (record.code_challenge !== null) {
    if (codeVerifier === undefined) {
      throw new ApiError(
        'pkce_expected_code_verifier',
        'This OAuth flow started with a PKCE code_challenge, so its code_verifier is required.',
      );
    }
    if (!isCodeVerifierFor(codeVerifier, record.code_challenge)) {
      throw new ApiError(
        'pkce_mismatch',
        'The code_verifier does not match the code_challenge this OAuth flow started with.',
      );
    }
  }
  return record;
}

/** The token's record, spent: the write to store with the sign-in it completes. */
export function spentOAuthToken(project: Project, record: OAuthTokenRecord): OAuthTokenRecord {
  return { ...record, used_at: project.clock.nowIso() };
}
