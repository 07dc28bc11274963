import { z } from 'zod';
import type { Project } from '../emulator-store';
import { browserCallerProject } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { requireCallerSession } from '../sessions/caller-session';
import { issueSession } from '../sessions/issue-session';
import type { SessionRecord } from '../sessions/session-collections';
import type { User } from '../users/user-collections';
import { requireUser } from '../users/user-contacts';
import { createdTotpAnswer, TOTP_FIELD_ERRORS, totpExpirationMinutes } from './totp-api';
import {
  authenticateTotpCode,
  createTotp,
  DEFAULT_TOTP_EXPIRATION_MINUTES,
  redeemRecoveryCode,
  unusedRecoveryCodes,
} from './totp-flows';

const createBody = z.object({ expiration_minutes: totpExpirationMinutes.optional() });

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

/**
 * TOTP is a second factor of a logged-in user: every call acts on the caller's session user, and
 * authenticate and recover add their factor to that session.
 */
export function registerTotpRoutes(sdk: SdkRouter): void {
  sdk.post('/totps', async (c) => {
    const { project, user } = callerUser(c);
    const body = await readBody(c, createBody, TOTP_FIELD_ERRORS);
    const created = await createTotp(
      project,
      user,
      body.expiration_minutes ?? DEFAULT_TOTP_EXPIRATION_MINUTES,
    );
    return ok(c, { ...createdTotpAnswer(user, created), __user: created.user });
  });

  sdk.post('/totps/authenticate', async (c) => {
    const { project, session, user } = callerUser(c);
    const body = await readBody(c, authenticateBody, TOTP_FIELD_ERRORS);
    const verified = authenticateTotpCode(project, user, body.totp_code);
    const auth = await issueSession(
      project,
      verified.user,
      verified.factor,
      body.session_duration_minutes,
      session,
    );
    return ok(c, { ...auth, totp_id: verified.record.totp_id });
  });

  // The client sends no body (`../shared/reference/provider-contract.md` §3); the contract and the client's type read one object.
  sdk.post('/totps/recovery_codes', async (c) => {
    const { project, user } = callerUser(c);
    await readBody(c, z.object({}));
    const { record, codes } = unusedRecoveryCodes(project, user);
    return ok(c, {
      user_id: user.user_id,
      totps: { totp_id: record.totp_id, verified: record.verified, recovery_codes: codes },
    });
  });

  sdk.post('/totps/recover', async (c) => {
    const { project, session, user } = callerUser(c);
    const body = await readBody(c, recoverBody, TOTP_FIELD_ERRORS);
    const { record, factor } = redeemRecoveryCode(project, user, body.recovery_code);
    const auth = await issueSession(project, user, factor, body.session_duration_minutes, session);
    return ok(c, { ...auth, totp_id: record.totp_id });
  });
}

function callerUser(c: EmulatorContext): { project: Project; session: SessionRecord; user: User } {
  const project = browserCallerProject(c);
  const session = requireCallerSession(c, project);
  return { project, session, user: requireUser(project, session.user_id) };
}
