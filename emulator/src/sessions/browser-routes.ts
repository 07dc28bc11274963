import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { type FieldErrorTypes, readBody, sessionDurationMinutes } from '../http/validation';
import { newId } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import { verifyTrustedToken } from '../trusted-tokens/trusted-tokens';
import type { User } from '../users/user-collections';
import { requireUser } from '../users/user-contacts';
import { findUserByEmail, newUser, normalizeEmail } from '../users/user-records';
import { callerSession, findLiveSession, requireCallerSession } from './caller-session';
import { authenticateSession, issueSession } from './issue-session';

const authenticateBody = z.object({ session_duration_minutes: sessionDurationMinutes.optional() });

const exchangeBody = z.object({ access_token: z.string(), session_duration_minutes: sessionDurationMinutes });

const attestBody = z.object({
  profile_id: z.string(),
  token: z.string(),
  session_duration_minutes: sessionDurationMinutes.optional(),
  session_token: z.string().optional(),
  session_jwt: z.string().optional(),
});

/** The length an attested session gets when the request names none. */
const DEFAULT_ATTEST_MINUTES = 60;

const FIELD_ERRORS: FieldErrorTypes = { session_duration_minutes: 'invalid_session_duration_minutes' };

export function registerSessionRoutes(sdk: SdkRouter): void {
  // The client sends this on every page load; without a live session the answer must be one of the
  // unrecoverable error types, or the client retries forever (`../shared/reference/provider-contract.md` §7).
  sdk.post('/sessions/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, authenticateBody, {
      session_duration_minutes: 'invalid_session_duration_minutes',
    });
    const session = requireCallerSession(c, project);
    return ok(c, await authenticateSession(project, session, body.session_duration_minutes));
  });

  sdk.post('/sessions/revoke', async (c) => {
    const project = browserCallerProject(c);
    await readBody(c, z.object({}));
    const session = requireCallerSession(c, project);
    if (!project.collections.sessions.delete(session.session_id)) {
      throw new ApiError('session_not_found', 'The session was already revoked.');
    }
    return ok(c, {});
  });

  // Access tokens come from the control API until the emulator has an identity provider of its own.
  sdk.post('/sessions/exchange_access_token', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, exchangeBody, FIELD_ERRORS);
    const record = project.collections.access_tokens.get(secretDigest(body.access_token));
    if (!record) throw new ApiError('idp_access_token_not_found', 'The access token is unknown.');
    if (project.clock.hasPassed(record.expires_at)) {
      throw new ApiError('idp_access_token_expired', 'The access token has expired.');
    }
    if (!record.scopes.includes('full_access')) {
      throw new ApiError(
        'oauth_access_token_exchange_missing_full_access',
        'Only an access token with the full_access scope can be exchanged for a session.',
      );
    }
    const auth = await issueSession(
      project,
      requireUser(project, record.user_id),
      {
        type: 'oauth_access_token_exchange',
        delivery_method: 'oauth_access_token_exchange',
        oauth_access_token_exchange_factor: { client_id: record.client_id },
      },
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, auth);
  });

  sdk.post('/sessions/attest', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, attestBody, FIELD_ERRORS);
    const claims = await verifyTrustedToken(project, body.profile_id, body.token);
    const user = attestedUser(project, claims.email, claims.profile.can_jit_provision);
    // A session named in the body gains the factor, as the caller's own would.
    const current = body.session_token
      ? findLiveSession(project, body.session_token)
      : callerSession(c, project);
    const auth = await issueSession(
      project,
      user,
      {
        type: 'trusted_auth_token',
        delivery_method: 'trusted_token_exchange',
        trusted_auth_token_factor: { token_id: claims.tokenId },
      },
      body.session_duration_minutes ?? current?.duration_minutes ?? DEFAULT_ATTEST_MINUTES,
      current,
    );
    return ok(c, auth);
  });
}

/** The user an attested email names; with just-in-time provisioning, a new one with that email proven. */
function attestedUser(project: Project, email: string, canJitProvision: boolean): User {
  const existing = findUserByEmail(project, email);
  if (existing) return existing;
  if (!canJitProvision) {
    throw new ApiError('user_not_found', `No user has the email ${email}, and the profile creates none.`);
  }
  const user = newUser(project, {
    emails: [{ email_id: newId('email'), email: normalizeEmail(email), verified: true }],
  });
  return project.collections.users.put(user.user_id, user);
}
