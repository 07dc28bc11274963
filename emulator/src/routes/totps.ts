import { z } from 'zod';
import { requireUser } from '../auth/user-contacts';
import { ApiError } from '../http/api-error';
import { callerProject, requireCallerSession } from '../http/caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { issueSession } from '../sessions/issue-session';
import { newId } from '../store/ids';
import type { SessionRecord, TotpRecord, User } from '../store/model';
import type { Project } from '../store/project';
import type { SdkRouter } from './router';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
  RECOVERY_CODE,
  stepOfCode,
  TOTP_CODE,
} from './totp-secrets';

/** How long a new TOTP waits for its first code, as the provider bounds `expiration_minutes`. */
const createBody = z.object({ expiration_minutes: z.number().int().min(5).max(1440).optional() });
const DEFAULT_EXPIRATION_MINUTES = 60;

const authenticateBody = z.object({
  totp_code: z.string(),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const recoverBody = z.object({
  recovery_code: z.string(),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const FIELD_ERRORS = {
  expiration_minutes: 'invalid_expiration',
  totp_code: 'invalid_totp_code',
  recovery_code: 'invalid_recovery_code',
  session_duration_minutes: 'invalid_session_duration_minutes',
};

/**
 * TOTP is a second factor of a logged-in user: every call acts on the caller's session user, and
 * authenticate and recover add their factor to that session.
 */
export function registerTotpRoutes(sdk: SdkRouter): void {
  sdk.post('/totps', async (c) => {
    const { project, user } = callerUser(c);
    const body = await readBody(c, createBody, FIELD_ERRORS);
    if (activeTotp(project, user)) {
      throw new ApiError(
        400,
        'active_totp_exists',
        'This user already has an active TOTP; delete it before creating another.',
      );
    }
    // An unproven TOTP from an earlier attempt is replaced: only the newest secret is scanned.
    for (const earlier of project.collections.totps.filter((t) => t.user_id === user.user_id)) {
      project.collections.totps.delete(earlier.totp_id);
    }
    const record: TotpRecord = {
      totp_id: newId('totp'),
      user_id: user.user_id,
      secret: newTotpSecret(),
      ...project.clock.lifetime(body.expiration_minutes ?? DEFAULT_EXPIRATION_MINUTES),
      verified: false,
      last_used_step: null,
      recovery_codes: newRecoveryCodes(),
    };
    project.collections.totps.put(record.totp_id, record);
    const updated = project.collections.users.put(user.user_id, {
      ...user,
      totps: [{ totp_id: record.totp_id, verified: false }],
    });
    const uri = otpauthUri(record.secret, project.settings.project_name, accountLabel(updated));
    return ok(c, {
      user_id: user.user_id,
      totp_id: record.totp_id,
      secret: record.secret,
      otpauth_uri: uri,
      qr_code: await qrCodeDataUrl(uri),
      recovery_codes: record.recovery_codes.map((r) => r.code),
      user: updated,
      __user: updated,
    });
  });

  sdk.post('/totps/authenticate', async (c) => {
    const { project, session, user } = callerUser(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    if (RECOVERY_CODE.test(body.totp_code)) {
      throw new ApiError(
        400,
        'recovery_code_used_as_totp_code',
        'That is a recovery code; use it with totps/recover.',
      );
    }
    if (!TOTP_CODE.test(body.totp_code)) {
      throw new ApiError(400, 'invalid_totp_code', 'A TOTP code is six digits.');
    }
    const record = requireUsableTotp(project, user);
    const step = stepOfCode(record, body.totp_code, project.clock.now());
    if (step === undefined) {
      throw new ApiError(401, 'unable_to_authenticate_totp', 'The TOTP code is wrong or out of date.');
    }
    if (record.last_used_step !== null && step <= record.last_used_step) {
      throw new ApiError(
        400,
        'totp_code_already_authenticated',
        'This TOTP code was already used; wait for the next one.',
      );
    }
    project.collections.totps.put(record.totp_id, { ...record, verified: true, last_used_step: step });
    const verifiedUser = project.collections.users.put(user.user_id, {
      ...user,
      totps: user.totps.map((t) => (t.totp_id === record.totp_id ? { ...t, verified: true } : t)),
    });
    const auth = await issueSession(
      project,
      verifiedUser,
      {
        type: 'totp',
        delivery_method: 'authenticator_app',
        authenticator_app_factor: { totp_id: record.totp_id },
      },
      body.session_duration_minutes,
      session,
    );
    return ok(c, { ...auth, totp_id: record.totp_id });
  });

  // The client sends no body (contract §3); the contract and the client's type read one object.
  sdk.post('/totps/recovery_codes', async (c) => {
    const { project, user } = callerUser(c);
    await readBody(c, z.object({}));
    const record = activeTotp(project, user) ?? requireUsableTotp(project, user);
    return ok(c, {
      user_id: user.user_id,
      totps: {
        totp_id: record.totp_id,
        verified: record.verified,
        recovery_codes: record.recovery_codes.filter((r) => r.used_at === null).map((r) => r.code),
      },
    });
  });

  sdk.post('/totps/recover', async (c) => {
    const { project, session, user } = callerUser(c);
    const body = await readBody(c, recoverBody, FIELD_ERRORS);
    if (TOTP_CODE.test(body.recovery_code)) {
      throw new ApiError(
        400,
        'totp_code_used_as_recovery_code',
        'That is a TOTP code; use it with totps/authenticate.',
      );
    }
    const record = activeTotp(project, user);
    if (!record) throw noTotp();
    const wanted = body.recovery_code.trim().toLowerCase();
    const code = record.recovery_codes.find((r) => r.code === wanted);
    if (!code || code.used_at !== null) {
      throw new ApiError(
        401,
        'unable_to_authenticate_recovery_code',
        code ? 'This recovery code was already used; each works once.' : 'The recovery code is wrong.',
      );
    }
    project.collections.totps.put(record.totp_id, {
      ...record,
      recovery_codes: record.recovery_codes.map((r) =>
        r === code ? { ...r, used_at: project.clock.nowIso() } : r,
      ),
    });
    const auth = await issueSession(
      project,
      user,
      {
        type: 'recovery_code',
        delivery_method: 'recovery_code',
        recovery_code_factor: { totp_recovery_code_id: code.totp_recovery_code_id },
      },
      body.session_duration_minutes,
      session,
    );
    return ok(c, { ...auth, totp_id: record.totp_id });
  });
}

function callerUser(c: EmulatorContext): { project: Project; session: SessionRecord; user: User } {
  const project = callerProject(c);
  const session = requireCallerSession(c, project);
  return { project, session, user: requireUser(project, session.user_id) };
}

/** The secret behind one of the user's listed TOTPs; a TOTP deleted from the user is gone. */
function totpsOf(project: Project, user: User): TotpRecord[] {
  return user.totps
    .map((t) => project.collections.totps.get(t.totp_id))
    .filter((t): t is TotpRecord => t !== undefined);
}

function activeTotp(project: Project, user: User): TotpRecord | undefined {
  return totpsOf(project, user).find((t) => t.verified);
}

/** The active TOTP, or the one still waiting for its first code, unless that one has expired. */
function requireUsableTotp(project: Project, user: User): TotpRecord {
  const active = activeTotp(project, user);
  if (active) return active;
  const pending = totpsOf(project, user)[0];
  if (!pending) throw noTotp();
  if (project.clock.hasPassed(pending.expires_at)) {
    throw new ApiError(400, 'expired_totp', 'This TOTP was not authenticated in time; create a new one.');
  }
  return pending;
}

function noTotp(): ApiError {
  return new ApiError(404, 'totps_not_found_for_user', 'This user has no TOTP; create one first.');
}

/** What the authenticator app lists the account as: the user's first email or phone number. */
function accountLabel(user: User): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}
