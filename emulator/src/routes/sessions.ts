import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { callerProject, requireCallerSession } from '../http/caller';
import { ok } from '../http/envelope';
import { readBody, sessionDurationMinutes } from '../http/validation';
import { authenticateSession } from '../sessions/issue-session';
import type { SdkRouter } from './router';

const authenticateBody = z.object({ session_duration_minutes: sessionDurationMinutes.optional() });

export function registerSessionRoutes(sdk: SdkRouter): void {
  // The client sends this on every page load; without a live session the answer must be one of the
  // unrecoverable error types, or the client retries forever (contract §7).
  sdk.post('/sessions/authenticate', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, authenticateBody, {
      session_duration_minutes: 'invalid_session_duration_minutes',
    });
    const session = requireCallerSession(c, project);
    return ok(c, await authenticateSession(project, session, body.session_duration_minutes));
  });

  sdk.post('/sessions/revoke', async (c) => {
    const project = callerProject(c);
    await readBody(c, z.object({}));
    const session = requireCallerSession(c, project);
    if (!project.collections.sessions.delete(session.session_id)) {
      throw new ApiError(404, 'session_not_found', 'The session was already revoked.');
    }
    return ok(c, {});
  });
}
