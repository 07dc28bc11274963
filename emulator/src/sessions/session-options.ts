import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { type FieldErrorTypes, sessionDurationMinutes } from '../http/validation';
import type { User } from '../users/user-collections';
import {
  type AuthResponse,
  type FactorInput,
  issueSession,
  type SessionlessAuthResponse,
  sessionlessAuthResponse,
} from './issue-session';
import type { SessionRecord } from './session-collections';
import { optionalLiveSession } from './session-lookup';

/** Claims the provider sets itself; custom claims may not name them. */
const RESERVED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);

const customClaims = z.record(z.string(), z.unknown());

/** The session fields every backend login call takes: the session to add to, its length, its claims. */
export const sessionFields = {
  session_token: z.string().nullish(),
  session_jwt: z.string().nullish(),
  session_duration_minutes: sessionDurationMinutes.nullish(),
  session_custom_claims: customClaims.nullish(),
};

export const SESSION_FIELD_ERRORS: FieldErrorTypes = {
  session_duration_minutes: 'invalid_session_duration_minutes',
};

export type SessionFields = {
  session_token?: string | null;
  session_jwt?: string | null;
  session_duration_minutes?: number | null;
  session_custom_claims?: Record<string, unknown> | null;
};

/**
 * The session's custom claims after a call's patch: top-level keys merge, a key set to null goes
 * away. The provider's own claims cannot be overwritten.
 */
export function mergedCustomClaims(
  current: Record<string, unknown> | null,
  patch: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null | undefined {
  if (!patch) return undefined;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (RESERVED_CLAIMS.has(key)) {
      throw new ApiError(
        'reserved_claims_in_custom_claims',
        `The claim ${key} is a registered JWT claim; custom claims may not set it.`,
      );
    }
    if (key.startsWith('https://stytch.com/')) {
      throw new ApiError('stytch_claims_in_custom_claims', `The claim ${key} is the provider's own.`);
    }
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Checks a backend login's session fields before its credential is spent (a link, a code, a
 * challenge, a new password): the session it names must be live and its custom claims allowed, or
 * the call is refused with the credential still usable.
 */
export async function requireUsableSessionFields(project: Project, fields: SessionFields): Promise<void> {
  await optionalLiveSession(project, fields);
  mergedCustomClaims(null, fields.session_custom_claims);
}

/**
 * Logs a user in from a backend call: the session the call names (if any) gains the factor,
 * otherwise a new one starts for `session_duration_minutes`, with its custom claims. A call that
 * names neither gets no session, as the provider creates none without a duration.
 */
export async function logInFromBackend(
  project: Project,
  user: User,
  factor: FactorInput,
  fields: SessionFields,
): Promise<AuthResponse | SessionlessAuthResponse> {
  const current: SessionRecord | undefined = await optionalLiveSession(project, fields);
  const sameUser = current?.user_id === user.user_id ? current : undefined;
  const minutes = fields.session_duration_minutes ?? sameUser?.duration_minutes;
  if (minutes === undefined || minutes === null) return sessionlessAuthResponse(user);
  const customClaims = mergedCustomClaims(sameUser?.custom_claims ?? null, fields.session_custom_claims);
  return issueSession(project, user, factor, minutes, sameUser, {
    ...(customClaims !== undefined ? { customClaims } : {}),
  });
}
