import { z } from 'zod';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { type FieldErrorTypes, readBody } from '../http/validation';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { requireUser } from '../users/user-contacts';
import { createdTotpAnswer, TOTP_FIELD_ERRORS, totpExpirationMinutes } from './totp-api';
import {
  authenticateTotpCode,
  createTotp,
  DEFAULT_TOTP_EXPIRATION_MINUTES,
  redeemRecoveryCode,
  unusedRecoveryCodes,
} from './totp-flows';

const userId = z.string().min(1);
const createBody = z.object({
  user_id: userId,
  expiration_minutes: totpExpirationMinutes.nullish(),
});
const authenticateBody = z.object({ user_id: userId, totp_code: z.string(), ...sessionFields });
const recoverBody = z.object({ user_id: userId, recovery_code: z.string(), ...sessionFields });

const FIELD_ERRORS: FieldErrorTypes = { ...TOTP_FIELD_ERRORS, ...SESSION_FIELD_ERRORS };

/** The backend's TOTP calls name their user by id, where the browser's act on the session's user. */
export function registerBackendTotpRoutes(backend: BackendRouter): void {
  backend.post('/totps', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, createBody, FIELD_ERRORS);
    const user = requireUser(project, body.user_id);
    const created = await createTotp(
      project,
      user,
      body.expiration_minutes ?? DEFAULT_TOTP_EXPIRATION_MINUTES,
    );
    return backendOk(c, createdTotpAnswer(user, created));
  });

  backend.post('/totps/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    await requireUsableSessionFields(project, body);
    const verified = authenticateTotpCode(project, requireUser(project, body.user_id), body.totp_code);
    const auth = await logInFromBackend(project, verified.user, verified.factor, body);
    return backendOk(c, { ...auth, totp_id: verified.record.totp_id });
  });

  backend.post('/totps/recovery_codes', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, z.object({ user_id: userId }));
    const user = requireUser(project, body.user_id);
    const { record, codes } = unusedRecoveryCodes(project, user);
    return backendOk(c, {
      user_id: user.user_id,
      totps: [{ totp_id: record.totp_id, verified: record.verified, recovery_codes: codes }],
    });
  });

  backend.post('/totps/recover', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, recoverBody, FIELD_ERRORS);
    const user = requireUser(project, body.user_id);
    await requireUsableSessionFields(project, body);
    const { record, factor } = redeemRecoveryCode(project, user, body.recovery_code);
    const auth = await logInFromBackend(project, user, factor, body);
    return backendOk(c, { ...auth, totp_id: record.totp_id });
  });
}
