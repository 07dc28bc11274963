import { isFirstParty } from '../connected-apps/client-types';
import { grantKey } from '../connected-apps/connected-apps';
import type { Project } from '../emulator-store';
import type { SessionRecord } from '../sessions/session-collections';
import { sessionAuthTime } from './authorization-codes';
import type { AuthorizeRequest } from './authorize-request';
import { asksForSignInHere, requestReachedAt } from './sign-in-requests';

/** What the request still needs from the user before a code may be issued. */
export type MissingInteraction = 'login' | 'consent' | null;

/**
 * Whether the session's authentication (the ID token's `auth_time`) is fresh enough for the request:
 * made after the request reached the authorization page for `prompt=login` and `max_age=0`, within
 * `max_age` seconds otherwise (Core §3.1.2.1), on the project's clock.
 */
export function isAuthenticationFresh(
  project: Project,
  session: SessionRecord,
  request: AuthorizeRequest,
): boolean {
  const authTime = Date.parse(sessionAuthTime(session));
  if (asksForSignInHere(request)) return authTime > requestReachedAt(project, request);
  if (request.maxAge !== null && (project.clock.now() - authTime) / 1000 > request.maxAge) return false;
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
