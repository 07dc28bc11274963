import { compactVerify } from 'jose';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { publicKeyOf, SIGNING_ALG } from '../signing-keys/key-objects';
import { secretDigest } from '../store/secret-digest';
import { SESSION_CLAIM } from './jwt';
import type { SessionRecord } from './session-collections';

/** How a backend call names a session: exactly one of its opaque token or its JWT. */
export type SessionNames = { session_token?: string | null; session_jwt?: string | null };

/** The provider's one type for a session JWT it cannot use, whatever the reason (the message says it). */
function invalidJwt(reason: string): ApiError {
  return new ApiError('unable_to_parse_session_jwt', `The session_jwt is not valid: ${reason}.`);
}

/**
 * The session id a session JWT names, once its signature is the project's and its issuer and
 * audience are this project's. An expired JWT still names its session: the provider trades it for a
 * fresh one while the session itself lives, which is what the SDK's `authenticateJwt` falls back on.
 */
export async function sessionIdOfJwt(project: Project, jwt: string): Promise<string> {
  const notSigned = () => invalidJwt("its signature is not this project's");
  const key = project.signingKey;
  // A project without a key yet has signed nothing.
  if (!key) throw notSigned();
  let payload: Record<string, unknown>;
  try {
    const verified = await compactVerify(jwt, publicKeyOf(key), { algorithms: [SIGNING_ALG] });
    payload = JSON.parse(new TextDecoder().decode(verified.payload)) as Record<string, unknown>;
  } catch {
    throw notSigned();
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== `stytch.com/${project.projectId}` || !audiences.includes(project.projectId)) {
    throw invalidJwt('it was issued for another project');
  }
  const claim = payload[SESSION_CLAIM] as { id?: unknown } | undefined;
  if (typeof claim?.id !== 'string') throw invalidJwt('it carries no session');
  return claim.id;
}

function sessionNotFound(): ApiError {
  return new ApiError('session_not_found', 'No active session matches; it expired or was revoked.');
}

/** A session of the project, whether live or not, by its token or JWT; `session_not_found` when none. */
export async function namedSession(project: Project, names: SessionNames): Promise<SessionRecord> {
  if (names.session_token && names.session_jwt) {
    throw new ApiError(
      'too_many_session_arguments',
      'Name the session by session_token or by session_jwt, not both.',
    );
  }
  if (names.session_token) {
    const session = project.collections.sessions.lookup(secretDigest(names.session_token));
    if (!session) throw sessionNotFound();
    return session;
  }
  if (names.session_jwt) {
    const session = project.collections.sessions.get(await sessionIdOfJwt(project, names.session_jwt));
    if (!session) throw sessionNotFound();
    return session;
  }
  throw new ApiError('no_session_arguments', 'The request needs a session_token or a session_jwt.');
}

/** A live session by token or JWT: expired and revoked ones are `session_not_found`. */
export async function liveNamedSession(project: Project, names: SessionNames): Promise<SessionRecord> {
  const session = await namedSession(project, names);
  if (project.clock.hasPassed(session.expires_at)) throw sessionNotFound();
  return session;
}

/** The live session a login call names to add its factor to, if it names one. */
export async function optionalLiveSession(
  project: Project,
  names: SessionNames,
): Promise<SessionRecord | undefined> {
  if (!names.session_token && !names.session_jwt) return undefined;
  return liveNamedSession(project, names);
}
