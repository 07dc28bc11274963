import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { callerAttributes } from '../http/caller-attributes';
import { newId, newSecretToken } from '../store/ids';
import type { User } from '../users/user-collections';
import { signSessionJwt } from './jwt';
import type { AuthenticationFactor, Session, SessionRecord } from './session-collections';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A factor as a route names it; the time it was authenticated is filled in here. */
export type FactorInput = DistributiveOmit<AuthenticationFactor, 'last_authenticated_at'>;

/** The `data` of every authentication response (`../shared/reference/provider-contract.md` §12). */
export type AuthResponse = {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
};

/**
 * A backend login's answer when the call named no session and no `session_duration_minutes`: the
 * provider authenticates the user but creates no session, and its token fields are empty.
 */
export type SessionlessAuthResponse = Omit<AuthResponse, 'session'> & { session_token: ''; session_jwt: '' };

export function sessionlessAuthResponse(user: User): SessionlessAuthResponse {
  return { user_id: user.user_id, user, session_token: '', session_jwt: '' };
}

/**
 * Logs a user in: builds the authentication response every login route answers with. When the
 * caller already holds a live session of the same user (a secondary factor), that session gains
 * the factor and keeps its id; otherwise a new session starts.
 */
export async function issueSession(
  project: Project,
  user: User,
  factor: FactorInput,
  durationMinutes: number,
  current?: SessionRecord,
  changes: SessionChanges = {},
): Promise<AuthResponse> {
  // One instant for the whole login: a new session's expiry is exactly its start plus its length.
  const now = project.clock.now();
  const stamped = { ...factor, last_authenticated_at: new Date(now).toISOString() } as AuthenticationFactor;
  if (!current || current.user_id !== user.user_id) {
    return authenticateSession(
      project,
      newSession(project, user, factor, durationMinutes, now),
      durationMinutes,
      changes,
      now,
    );
  }
  const authentication_factors = [
    ...current.authentication_factors.filter(
      (f) => f.type !== stamped.type || f.delivery_method !== stamped.delivery_method,
    ),
    stamped,
  ];
  return authenticateSession(project, { ...current, authentication_factors }, durationMinutes, changes, now);
}

/**
 * A new session of `user`, authenticated by `factor` at the project's now and lasting
 * `durationMinutes`, not yet stored: for a route that stores it together with other writes in one
 * journal entry.
 */
export function newSession(
  project: Project,
  user: User,
  factor: FactorInput,
  durationMinutes: number,
  at: number = project.clock.now(),
): SessionRecord {
  const now = new Date(at).toISOString();
  return {
    session_id: newId('session'),
    session_token: newSecretToken(),
    user_id: user.user_id,
    started_at: now,
    last_accessed_at: now,
    expires_at: new Date(Date.parse(now) + durationMinutes * 60_000).toISOString(),
    duration_minutes: durationMinutes,
    attributes: callerAttributes(),
    custom_claims: null,
    roles: sessionRoles(user),
    authentication_factors: [{ ...factor, last_authenticated_at: now } as AuthenticationFactor],
  };
}

/** Every user holds `stytch_user`, as the provider grants it; roles given to the user follow it. */
export const DEFAULT_ROLE = 'stytch_user';

export function sessionRoles(user: User): string[] {
  return [DEFAULT_ROLE, ...user.roles.filter((role) => role !== DEFAULT_ROLE)];
}

/** How a backend's `sessions/authenticate` changes the session beyond marking it used. */
export type SessionChanges = {
  /** Keep `expires_at` as it is (the backend API extends only when given a duration). */
  keepExpiry?: boolean;
  /** Replaces the session's custom claims (already merged and checked by the caller). */
  customClaims?: Record<string, unknown> | null;
};

/**
 * Marks a session used now and extends it by `durationMinutes` (or by the length it was last given),
 * then answers with fresh tokens. The session id and opaque token stay the same.
 */
export async function authenticateSession(
  project: Project,
  session: SessionRecord,
  durationMinutes?: number,
  changes: SessionChanges = {},
  now: number = project.clock.now(),
): Promise<AuthResponse> {
  const user = project.collections.users.get(session.user_id);
  // An unrecoverable error type (`../shared/reference/provider-contract.md` §7): anything else makes the client retry for ever.
  if (!user) throw new ApiError('session_not_found', 'The session belongs to a user that no longer exists.');
  const minutes = durationMinutes ?? session.duration_minutes;
  const record: SessionRecord = {
    ...session,
    roles: sessionRoles(user),
    last_accessed_at: new Date(now).toISOString(),
    expires_at: changes.keepExpiry ? session.expires_at : new Date(now + minutes * 60_000).toISOString(),
    duration_minutes: minutes,
    ...(changes.customClaims !== undefined ? { custom_claims: changes.customClaims } : {}),
  };
  project.collections.sessions.put(record.session_id, record);
  return authResponse(project, user, record);
}

/** The authentication response for a stored session: the user, the session and a freshly signed JWT. */
export async function authResponse(
  project: Project,
  user: User,
  session: SessionRecord,
): Promise<AuthResponse> {
  const publicSession = toPublicSession(session);
  return {
    user_id: user.user_id,
    user,
    session: publicSession,
    session_token: session.session_token,
    session_jwt: await signSessionJwt(project, publicSession),
  };
}

export function toPublicSession(record: SessionRecord): Session {
  const { session_token: _token, duration_minutes: _duration, ...session } = record;
  return session;
}
