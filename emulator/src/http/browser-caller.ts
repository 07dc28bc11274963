import type { Project } from '../emulator-store';
import type { SessionRecord } from '../sessions/session-collections';
import { secretDigest } from '../store/secret-digest';
import { ApiError } from './api-error';
import { decodeBasicCredentials } from './basic-credentials';
import type { EmulatorContext } from './env';

/** Who is calling, from `Authorization: Basic base64(<public token>:<secret>)` (`../shared/reference/provider-contract.md` §3). */
export type Credentials = {
  publicToken: string;
  /** The session token from the password part, or null when the client sent the public token again. */
  sessionToken: string | null;
};

/** Parses the Basic credentials; undefined when the header is absent, `unauthorized_credentials` when garbled. */
export function parseBasicAuth(header: string | undefined): Credentials | undefined {
  if (header === undefined) return undefined;
  const credentials = decodeBasicCredentials(header);
  if (!credentials) {
    throw new ApiError(
      'unauthorized_credentials',
      'The Authorization header is not valid Basic credentials.',
    );
  }
  const { name: publicToken, password: secret } = credentials;
  return { publicToken, sessionToken: secret === '' || secret === publicToken ? null : secret };
}

export function callerCredentials(c: EmulatorContext): Credentials {
  const credentials = parseBasicAuth(c.req.header('authorization'));
  if (!credentials) {
    throw new ApiError(
      'unauthorized_credentials',
      'This endpoint needs Basic credentials with a public token.',
    );
  }
  return credentials;
}

/** The project a browser API call names by its public token (created on first use). */
export function browserCallerProject(c: EmulatorContext): Project {
  return c.get('store').project(callerCredentials(c).publicToken);
}

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
