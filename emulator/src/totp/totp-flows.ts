import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { FactorInput } from '../sessions/issue-session';
import { newId } from '../store/ids';
import type { User } from '../users/user-collections';
import type { TotpRecord } from './totp-collections';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeDataUrl,
  RECOVERY_CODE,
  stepOfCode,
  TOTP_CODE,
} from './totp-secrets';

// The TOTP flows shared by the browser API (the session's user) and the backend API (a user named by
// id): each checks and stores; the caller starts or extends the session with the factor returned.

export const DEFAULT_TOTP_EXPIRATION_MINUTES = 60;

/** The secret behind one of the user's listed TOTPs; a TOTP deleted from the user is gone. */
function totpsOf(project: Project, user: User): TotpRecord[] {
  return user.totps
    .map((t) => project.collections.totps.get(t.totp_id))
    .filter((t): t is TotpRecord => t !== undefined);
}

export function activeTotp(project: Project, user: User): TotpRecord | undefined {
  return totpsOf(project, user).find((t) => t.verified);
}

/** The active TOTP, or the one still waiting for its first code, unless that one has expired. */
export function requireUsableTotp(project: Project, user: User): TotpRecord {
  const active = activeTotp(project, user);
  if (active) return active;
  const pending = totpsOf(project, user)[0];
  if (!pending) throw noTotp();
  if (project.clock.hasPassed(pending.expires_at)) {
    throw new ApiError('expired_totp', 'This TOTP was not authenticated in time; create a new one.');
  }
  return pending;
}

function noTotp(): ApiError {
  return new ApiError('totps_not_found_for_user', 'This user has no TOTP; create one first.');
}

/** What the authenticator app lists the account as: the user's first email or phone number. */
function accountLabel(user: User): string {
  return user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
}

export type CreatedTotp = {
  record: TotpRecord;
  user: User;
  otpauthUri: string;
  qrCode: string;
};

/**
 * A new, unproven TOTP for the user; refused while one is active or another still waits for its first
 * code, replacing one whose time to be proven ran out.
 */
export async function createTotp(
  project: Project,
  user: User,
  expirationMinutes: number,
): Promise<CreatedTotp> {
  if (activeTotp(project, user)) {
    throw new ApiError(
      'active_totp_exists',
      'This user already has an active TOTP; delete it before creating another.',
    );
  }
  const pending = totpsOf(project, user)[0];
  if (pending && !project.clock.hasPassed(pending.expires_at)) {
    throw new ApiError(
      'pending_totp_exists',
      `This user has a TOTP waiting for its first code until ${pending.expires_at}; authenticate it, or create another once it has expired.`,
    );
  }
  // An unproven TOTP whose time ran out is replaced: only the newest secret is scanned.
  for (const earlier of project.collections.totps.filter((t) => t.user_id === user.user_id)) {
    project.collections.totps.delete(earlier.totp_id);
  }
  const record: TotpRecord = {
    totp_id: newId('totp'),
    user_id: user.user_id,
    secret: newTotpSecret(),
    ...project.clock.lifetime(expirationMinutes),
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
  return { record, user: updated, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

/** Checks a TOTP code (once per time step); the TOTP and the user's entry become verified. */
export function authenticateTotpCode(
  project: Project,
  user: User,
  code: string,
): { user: User; record: TotpRecord; factor: FactorInput } {
  if (RECOVERY_CODE.test(code)) {
    throw new ApiError(
      'recovery_code_used_as_totp_code',
      'That is a recovery code; use it with totps/recover.',
    );
  }
  if (!TOTP_CODE.test(code)) throw new ApiError('invalid_totp_code', 'A TOTP code is six digits.');
  const record = requireUsableTotp(project, user);
  const step = stepOfCode(record, code, project.clock.now());
  if (step === undefined) {
    throw new ApiError('unable_to_authenticate_totp', 'The TOTP code is wrong or out of date.');
  }
  if (record.last_used_step !== null && step <= record.last_used_step) {
    throw new ApiError(
      'totp_code_already_authenticated',
      'This TOTP code was already used; wait for the next one.',
    );
  }
  project.collections.totps.put(record.totp_id, { ...record, verified: true, last_used_step: step });
  const verifiedUser = project.collections.users.put(user.user_id, {
    ...user,
    totps: user.totps.map((t) => (t.totp_id === record.totp_id ? { ...t, verified: true } : t)),
  });
  return {
    user: verifiedUser,
    record,
    factor: {
      type: 'totp',
      delivery_method: 'authenticator_app',
      authenticator_app_factor: { totp_id: record.totp_id },
    },
  };
}

/** The unused recovery codes of the user's TOTP. */
export function unusedRecoveryCodes(project: Project, user: User): { record: TotpRecord; codes: string[] } {
  if (totpsOf(project, user).length === 0) {
    throw new ApiError(
      'recovery_codes_not_found',
      'This user has no TOTP, so no recovery codes; create one first.',
    );
  }
  const record = activeTotp(project, user) ?? requireUsableTotp(project, user);
  return { record, codes: record.recovery_codes.filter((r) => r.used_at === null).map((r) => r.code) };
}

/** Spends one recovery code of the user's active TOTP. */
export function redeemRecoveryCode(
  project: Project,
  user: User,
  recoveryCode: string,
): { record: TotpRecord; factor: FactorInput } {
  if (TOTP_CODE.test(recoveryCode)) {
    throw new ApiError(
      'totp_code_used_as_recovery_code',
      'That is a TOTP code; use it with totps/authenticate.',
    );
  }
  const record = activeTotp(project, user);
  if (!record) throw noTotp();
  const wanted = recoveryCode.trim().toLowerCase();
  const code = record.recovery_codes.find((r) => r.code === wanted);
  if (!code || code.used_at !== null) {
    throw new ApiError(
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
  return {
    record,
    factor: {
      type: 'recovery_code',
      delivery_method: 'recovery_code',
      recovery_code_factor: { totp_recovery_code_id: code.totp_recovery_code_id },
    },
  };
}
