import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { sessionDurationMinutes } from '../http/validation';
import { type AuthResponse, type FactorInput, issueSession } from '../sessions/issue-session';
import type { SessionRecord, User } from '../store/model';
import type { Project } from '../store/project';
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

export const SESSION_FIELD_ERRORS = {
  session_duration_minutes: 'invalid_session_duration_minutes',
  session_custom_claims: 'invalid_session_custom_claims',
};

/** How long a backend login's new session lasts when the call names no length, as the provider does. */
export const DEFAULT_SESSION_MINUTES = 60;

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
    if (RESERVED_CLAIMS.has(key) || key.startsWith('https://stytch.com/')) {
      throw new ApiError(
        400,
        'invalid_session_custom_claims',
        `The claim ${key} is reserved; custom claims may not set it.`,
      );
    }
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Logs a user in from a backend call: the session the call names (if any) gains the factor,
 * otherwise a new one starts, for `session_duration_minutes` (60 when absent), with its custom claims.
 */
export async function logInFromBackend(
  project: Project,
  user: User,
  factor: FactorInput,
  fields: SessionFields,
): Promise<AuthResponse> {
  const current: SessionRecord | undefined = await optionalLiveSession(project, fields);
  const sameUser = current?.user_id === user.user_id ? current : undefined;
  const minutes = fields.session_duration_minutes ?? sameUser?.duration_minutes ?? DEFAULT_SESSION_MINUTES;
  const customClaims = mergedCustomClaims(sameUser?.custom_claims ?? null, fields.session_custom_claims);
  return issueSession(project, user, factor, minutes, sameUser, {
    ...(customClaims !== undefined ? { customClaims } : {}),
  });
}
