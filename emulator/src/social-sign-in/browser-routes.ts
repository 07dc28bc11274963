import { z } from 'zod';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { readBody, sessionDurationMinutes } from '../http/validation';
import { callerSession, requireCallerSession } from '../sessions/caller-session';
import { issueSession } from '../sessions/issue-session';
import { attachTokensOf } from './attach-tokens';
import { redeemOAuthSignIn } from './oauth-sign-in';
import { OAUTH_PROVIDERS } from './providers';

const attachBody = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

const authenticateBody = z.object({
  token: z.string().min(1),
  code_verifier: z.string().nullish(),
  session_duration_minutes: sessionDurationMinutes,
});

/**
 * `oauth/authenticate` (`../shared/reference/provider-contract.md` §11.3): trades the token of an OAuth redirect for a session of the
 * identity's user (found by provider subject, else linked by a verified email, else created), with
 * what the provider gave: its tokens, an ID token signed in its name, and the granted scopes.
 */
export function registerOAuthRoutes(sdk: SdkRouter): void {
  // A signed-in user's token for one start of `provider` whose identity is then attached to them.
  sdk.post('/oauth/attach', async (c) => {
    const project = browserCallerProject(c);
    const session = requireCallerSession(c, project);
    const { provider } = await readBody(c, attachBody, { provider: 'invalid_oauth_provider' });
    const token = attachTokensOf(c.get('store')).issue(project, session.user_id, provider);
    return ok(c, { oauth_attach_token: token });
  });

  sdk.post('/oauth/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, authenticateBody, {
      token: 'oauth_token_not_found',
      session_duration_minutes: 'invalid_session_duration_minutes',
    });
    const signIn = await redeemOAuthSignIn(project, body.token, body.code_verifier ?? undefined);
    const auth = await issueSession(
      project,
      signIn.user,
      signIn.factor,
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, {
      ...auth,
      ...signIn.details,
      reset_sessions: false,
    });
  });
}
