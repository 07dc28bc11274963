import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { readBody, sessionDurationMinutes, validate } from '../http/validation';
import { projectPolicy } from '../rbac/backend-routes';
import { backendOk } from '../users/backend-answer';
import { requireUser } from '../users/user-contacts';
import { authenticateSession, sessionRoles, toPublicSession } from './issue-session';
import type { SessionRecord } from './session-collections';
import { liveNamedSession, namedSession } from './session-lookup';
import { mergedCustomClaims, SESSION_FIELD_ERRORS } from './session-options';

const authorizationCheck = z.object({ resource_id: z.string().min(1), action: z.string().min(1) });

const authenticateBody = z.object({
  session_token: z.string().nullish(),
  session_jwt: z.string().nullish(),
  session_duration_minutes: sessionDurationMinutes.nullish(),
  session_custom_claims: z.record(z.string(), z.unknown()).nullish(),
  authorization_check: authorizationCheck.nullish(),
});

const revokeBody = z.object({
  session_id: z.string().nullish(),
  session_token: z.string().nullish(),
  session_jwt: z.string().nullish(),
});

/**
 * Refuses a session whose roles grant no permission for the action on the resource, as the SDK's
 * local check does; otherwise the verdict the provider answers: the roles that granted it.
 */
function requirePermission(
  project: Project,
  session: SessionRecord,
  check: z.infer<typeof authorizationCheck>,
): { authorized: true; granting_roles: string[] } {
  // The user's roles now, not the ones the session was last signed with.
  const roles = sessionRoles(requireUser(project, session.user_id));
  const grantingRoles = projectPolicy(project)
    .roles.filter((role) => roles.includes(role.role_id))
    .filter((role) =>
      role.permissions.some(
        (permission) =>
          permission.resource_id === check.resource_id &&
          (permission.actions.includes(check.action) || permission.actions.includes('*')),
      ),
    )
    .map((role) => role.role_id);
  if (grantingRoles.length === 0) {
    throw new ApiError(
      'consumer_session_authorization_error',
      `The session's roles (${roles.join(', ')}) grant no ${check.action} on ${check.resource_id}.`,
    );
  }
  return { authorized: true, granting_roles: grantingRoles };
}

export function registerBackendSessionRoutes(backend: BackendRouter): void {
  backend.post('/sessions/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, SESSION_FIELD_ERRORS);
    const session = await liveNamedSession(project, body);
    const verdict = body.authorization_check
      ? requirePermission(project, session, body.authorization_check)
      : undefined;
    const customClaims = mergedCustomClaims(session.custom_claims, body.session_custom_claims);
    // The provider extends a session only when the call names a length.
    const { user_id: _, ...auth } = await authenticateSession(
      project,
      session,
      body.session_duration_minutes ?? undefined,
      {
        keepExpiry: body.session_duration_minutes == null,
        ...(customClaims !== undefined ? { customClaims } : {}),
      },
    );
    // The backend answer has no top-level user_id (its user and session name the user).
    return backendOk(c, { ...auth, ...(verdict ? { verdict } : {}) });
  });

  backend.get('/sessions', (c) => {
    const project = backendCallerProject(c);
    const { user_id } = validate(z.object({ user_id: z.string().min(1) }), c.req.query());
    requireUser(project, user_id);
    const sessions = project.collections.sessions
      .filter((s) => s.user_id === user_id && !project.clock.hasPassed(s.expires_at))
      .map(toPublicSession);
    return backendOk(c, { sessions });
  });

  backend.post('/sessions/revoke', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, revokeBody);
    // The provider's revoke takes exactly one way of naming the session, and refuses none or several.
    const named = [body.session_id, body.session_token, body.session_jwt].filter(Boolean).length;
    if (named === 0) {
      throw new ApiError('no_session_revoke_arguments', 'The request names no session to revoke.');
    }
    if (named > 1) {
      throw new ApiError(
        'too_many_session_revoke_arguments',
        'Name the session to revoke one way only: by session_id, session_token or session_jwt.',
      );
    }
    const session = body.session_id
      ? project.collections.sessions.get(body.session_id)
      : await namedSession(project, body);
    if (!session || !project.collections.sessions.delete(session.session_id)) {
      throw new ApiError('session_not_found', 'No session matches; it was revoked already.');
    }
    return backendOk(c, {});
  });
}
