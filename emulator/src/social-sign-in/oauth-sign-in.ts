import type { Project } from '../emulator-store';
import type { FactorInput } from '../sessions/issue-session';
import { newSecretToken } from '../store/ids';
import type { User } from '../users/user-collections';
import { findRedeemableOAuthToken, spentOAuthToken } from './oauth-tokens';
import { oauthFactor, userAfterOAuthSignIn } from './oauth-users';
import { signProviderIdToken } from './provider-tokens';
import { providerClientId } from './providers';

/** How long the provider's access token in `provider_values` claims to last. */
const PROVIDER_ACCESS_TOKEN_MINUTES = 60;

export type OAuthSignInResult = {
  user: User;
  factor: FactorInput;
  /** The answer's OAuth fields, beside the session's (`../shared/reference/provider-contract.md` §11.3). */
  details: {
    oauth_user_registration_id: string;
    provider_subject: string;
    provider_type: string;
    profile_picture_url: string;
    locale: string;
    provider_values: {
      access_token: string;
      id_token: string;
      refresh_token: string;
      scopes: string[];
      expires_at: string;
    };
  };
};

/**
 * Redeems the token of an OAuth redirect, for the browser's and the backend's `oauth/authenticate`:
 * the identity's user (found by provider subject, else linked by a verified email, else created)
 * and the token spent in one write, with what the provider gave (its tokens, an ID token signed in
 * its name, the granted scopes). The caller starts or extends the session with `factor`.
 */
export async function redeemOAuthSignIn(
  project: Project,
  token: string,
  codeVerifier: string | undefined,
): Promise<OAuthSignInResult> {
  const record = findRedeemableOAuthToken(project, token, codeVerifier);
  const { identity } = record;
  const signIn = userAfterOAuthSignIn(project, identity);
  project.commit([
    project.collections.users.putWrite(signIn.user.user_id, signIn.user),
    project.collections.oauth_tokens.putWrite(record.token_digest, spentOAuthToken(project, record)),
  ]);
  const idToken = await signProviderIdToken(project, identity, {
    audience: providerClientId(project.settings, identity.provider),
    ...(record.nonce === null ? {} : { nonce: record.nonce }),
  });
  return {
    user: signIn.user,
    factor: oauthFactor(signIn, identity),
    details: {
      oauth_user_registration_id: signIn.registration.oauth_user_registration_id,
      provider_subject: identity.provider_subject,
      provider_type: signIn.registration.provider_type,
      profile_picture_url: identity.picture_url,
      locale: identity.locale,
      provider_values: {
        access_token: newSecretToken(),
        id_token: idToken,
        refresh_token: newSecretToken(),
        scopes: record.scopes,
        expires_at: project.clock.minutesFromNow(PROVIDER_ACCESS_TOKEN_MINUTES),
      },
    },
  };
}
