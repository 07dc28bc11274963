import { z } from 'zod';
import { isFirstParty } from '../connected-apps/client-types';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { SessionRecord } from '../sessions/session-collections';
import { requireConnectedApp } from './authorize-request';
import { idTokenHintNames } from './id-tokens';
import { redirectWith } from './redirect-target';

/** What the client sends to `oauth/logout/start` (`../shared/reference/provider-contract.md` §16). */
export const logoutBody = z.object({
  client_id: z.string(),
  post_logout_redirect_uri: z.string(),
  id_token_hint: z.string().optional(),
  state: z.string().optional(),
});

export type LogoutAnswer = { redirect_uri: string; consent_required: boolean };

/**
 * Checks an RP-initiated logout. The user is asked to confirm unless the client is first-party or
 * the request carries an ID token this project issued to the same client for the same user, which
 * shows the request came from where the user signed in.
 */
export async function checkLogoutRequest(
  project: Project,
  session: SessionRecord,
  body: z.output<typeof logoutBody>,
): Promise<LogoutAnswer> {
  const app = requireConnectedApp(project, body.client_id);
  if (!app.post_logout_redirect_uris.includes(body.post_logout_redirect_uri)) {
    // The provider has no type of its own for the logout URI: it answers as for a redirect URI.
    throw new ApiError(
      'connected_app_supplied_redirect_url_not_found_in_client',
      `${body.post_logout_redirect_uri} is not one of the post-logout redirect URIs registered for ${app.client_name}.`,
    );
  }
  const hinted =
    body.id_token_hint !== undefined &&
    (await idTokenHintNames(project, body.id_token_hint, app.client_id, session.user_id));
  return {
    redirect_uri: redirectWith(body.post_logout_redirect_uri, { state: body.state ?? null }),
    consent_required: !isFirstParty(app.client_type) && !hinted,
  };
}
