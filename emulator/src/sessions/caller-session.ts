import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { callerCredentials } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { secretDigest } from '../store/secret-digest';
import type { SessionRecord } from './session-collections';

/** The caller's live session, if the Basic password is the token of one that has not expired. */
export function callerSession(c: EmulatorContext, project: Project): SessionRecord | undefined {
  const { sessionToken } = callerCredentials(c);
  if (sessionToken === null) return undefined;
  return findLiveSession(project, sessionToken);
}

/** The caller's live session, or `session_not_found`: for endpoints that need a logged-in user. */
export function requireCallerSession(c: EmulatorContext, project: Project): SessionRecord {
  const session = callerSession(c, project);
  if (!session) throw new ApiError('session_not_found', 'No active session matches the session token.');
  return session;
}

export function findLiveSession(project: Project, sessionToken: string): SessionRecord | undefined {
  const session = project.collections.sessions.lookup(secretDigest(sessionToken));
  if (!session || project.clock.hasPassed(session.expires_at)) return undefined;
  return session;
}
