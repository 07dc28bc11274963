import { z } from 'zod';
import { callerProject, callerSession, requireCallerSession } from '../http/caller';
import { ok } from '../http/envelope';
import { readBody, sessionDurationMinutes } from '../http/validation';
import { attachTokensOf } from '../oauth/attach-tokens';
import { findRedeemableOAuthToken, spentOAuthToken } from '../oauth/oauth-tokens';
import { oauthFactor, userAfterOAuthSignIn } from '../oauth/oauth-users';
import { signProviderIdToken } from '../oauth/provider-tokens';
import { OAUTH_PROVIDERS, providerClientId } from '../oauth/providers';
import { issueSession } from '../sessions/issue-session';
import { newSecretToken } from '../store/ids';
import type { SdkRouter } from './router';

const attachBody = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

const authenticateBody = z.object({
  token: z.string().min(1),
  code_verifier: z.string().nullish(),
  session_duration_minutes: sessionDurationMinutes,
});

/** How long the provider's access token in `provider_values` claims to last. */
const PROVIDER_ACCESS_TOKEN_MINUTES = 60;

/**
 * `oauth/authenticate` (contract §11.3): trades the token of an OAuth redirect for a session of the
 * identity's user (found by provider subject, else linked by a verified email, else created), with
 * what the provider gave: its tokens, an ID token signed in its name, and the granted scopes.
 */
export function registerOAuthRoutes(sdk: SdkRouter): void {
  // A signed-in user's token for one start of `provider` whose identity is then attached to them.
  sdk.post('/oauth/attach', async (c) => {
    const project = callerProject(c);
    const session = requireCallerSession(c, project);
    const { provider } = await readBody(c, attachBody, { provider: 'invalid_oauth_provider' });
    const token = attachTokensOf(c.get('store')).issue(project, session.user_id, provider);
    return ok(c, { oauth_attach_token: token });
  });

  sdk.post('/oauth/authenticate', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, authenticateBody, {
      token: 'oauth_token_not_found',
      session_duration_minutes: 'invalid_session_duration_minutes',
    });
    const record = findRedeemableOAuthToken(project, body.token, body.code_verifier ?? undefined);
    const { identity } = record;
    const signIn = userAfterOAuthSignIn(project, identity);
    project.commit([
      project.collections.users.putWrite(signIn.user.user_id, signIn.user),
      project.collections.oauth_tokens.putWrite(record.token, spentOAuthToken(project, record)),
    ]);
    const auth = await issueSession(
      project,
      signIn.user,
      oauthFactor(signIn, identity),
      body.session_duration_minutes,
      callerSession(c, project),
    );
    const idToken = await signProviderIdToken(project, identity, {
      audience: providerClientId(project.settings, identity.provider),
      ...(record.nonce === null ? {} : { nonce: record.nonce }),
    });
    return ok(c, {
      ...auth,
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
      user_created: signIn.isNewUser,
      reset_sessions: false,
    });
  });
}
