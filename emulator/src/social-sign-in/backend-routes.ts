import { z } from 'zod';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { readBody } from '../http/validation';
import type { AuthResponse, SessionlessAuthResponse } from '../sessions/issue-session';
import { liveNamedSession } from '../sessions/session-lookup';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { requireUser } from '../users/user-contacts';
import { attachTokensOf } from './attach-tokens';
import { redeemOAuthSignIn } from './oauth-sign-in';
import { OAUTH_PROVIDERS } from './providers';

const authenticateBody = z.object({
  token: z.string().min(1),
  code_verifier: z.string().nullish(),
  ...sessionFields,
});

const attachBody = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  user_id: z.string().nullish(),
  session_token: z.string().nullish(),
  session_jwt: z.string().nullish(),
});

/** The backend API names an OAuth login's session `user_session` (the SDK reads `resp.user_session`). */
function withUserSession(login: AuthResponse | SessionlessAuthResponse) {
  if (!('session' in login)) return login;
  const { session, ...rest } = login;
  return { ...rest, user_session: session };
}

export function registerBackendOAuthRoutes(backend: BackendRouter): void {
  backend.post('/oauth/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, {
      token: 'oauth_token_not_found',
      ...SESSION_FIELD_ERRORS,
    });
    await requireUsableSessionFields(project, body);
    const signIn = await redeemOAuthSignIn(project, body.token, body.code_verifier ?? undefined);
    const login = await logInFromBackend(project, signIn.user, signIn.factor, body);
    // The browser API's answer has these too; the backend's, as the SDK declares it, does not.
    const { profile_picture_url: _, locale: __, ...details } = signIn.details;
    return backendOk(c, { ...withUserSession(login), ...details, reset_sessions: false });
  });

  // A token for one start of `provider` whose identity is then attached to the user named.
  backend.post('/oauth/attach', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, attachBody, { provider: 'invalid_oauth_provider' });
    const userId = body.user_id
      ? requireUser(project, body.user_id).user_id
      : (await liveNamedSession(project, body)).user_id;
    const token = attachTokensOf(c.get('store')).issue(project, userId, body.provider);
    return backendOk(c, { oauth_attach_token: token });
  });
}
