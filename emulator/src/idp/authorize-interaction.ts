import type { SessionRecord } from '../store/model';
import type { Project } from '../store/project';
import { sessionAuthTime } from './authorization-codes';
import type { AuthorizeRequest } from './authorize-request';
import { isFirstParty } from './client-types';
import { grantKey } from './connected-apps';

/**
 * How recent an authentication must be for `prompt=login`: the user authenticated for this request,
 * on the authorization page, just before the widget sent it. The page cannot tell the provider when
 * the relying party sent the user there, so "just before" is this window on the project's clock.
 */
export const PROMPT_LOGIN_WINDOW_SECONDS = 5 * 60;

/** What the request still needs from the user before a code may be issued. */
export type MissingInteraction = 'login' | 'consent' | null;

/**
 * Whether the session's authentication is fresh enough for the request: within `max_age` seconds
 * (Core §3.1.2.1), and within the prompt=login window when the request says `prompt=login`. Times are
 * the session's last authentication (the ID token's `auth_time`) against the project's clock.
 */
export function isAuthenticationFresh(
  project: Project,
  session: SessionRecord,
  request: AuthorizeRequest,
): boolean {
  const ageSeconds = (project.clock.now() - Date.parse(sessionAuthTime(session))) / 1000;
  if (request.maxAge !== null && ageSeconds > request.maxAge) return false;
  if (request.prompts.has('login') && ageSeconds > PROMPT_LOGIN_WINDOW_SECONDS) return false;
  return true;
}

/**
 * A fresh login comes first, then consent. First-party clients are never asked for consent; a
 * third-party client is asked unless the user already granted every scope it now wants, or when the
 * request says `prompt=consent`.
 */
export function missingInteraction(
  project: Project,
  session: SessionRecord,
  request: AuthorizeRequest,
): MissingInteraction {
  if (!isAuthenticationFresh(project, session, request)) return 'login';
  if (isFirstParty(request.app.client_type)) return null;
  if (request.prompts.has('consent')) return 'consent';
  const grant = project.collections.connected_app_grants.get(
    grantKey(session.user_id, request.app.client_id),
  );
  const isNew = !grant || request.grantableScopes.some((scope) => !grant.scopes.includes(scope));
  return isNew ? 'consent' : null;
}
