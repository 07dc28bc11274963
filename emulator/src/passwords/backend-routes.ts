import { z } from 'zod';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { type FieldErrorTypes, readBody } from '../http/validation';
import { emailFactor, PASSWORD_FACTOR } from '../sessions/factors';
import { liveNamedSession } from '../sessions/session-lookup';
import {
  logInFromBackend,
  mergedCustomClaims,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { requireValidEmail } from '../users/contact-formats';
import { metadataField, userNameField } from '../users/user-fields';
import {
  codeVerifierField,
  credentialFields,
  resetByEmailFields,
  resetByExistingFields,
  resetBySessionFields,
  strengthCheckBody,
} from './password-bodies';
import {
  PASSWORD_FIELD_ERRORS,
  requireCredentials,
  resetPasswordByEmail,
  resetPasswordForSession,
  resetPasswordWithExisting,
  resetStartFields,
  signUpWithPassword,
  startPasswordResetByEmail,
} from './password-flows';
import { checkProjectPasswordStrength } from './project-strength';

const createBody = z.object({
  ...credentialFields,
  name: userNameField.nullish(),
  trusted_metadata: metadataField.nullish(),
  untrusted_metadata: metadataField.nullish(),
  ...sessionFields,
});
const authenticateBody = z.object({ ...credentialFields, ...sessionFields });
const resetByEmailBody = z.object({
  ...resetByEmailFields,
  code_verifier: codeVerifierField,
  ...sessionFields,
});
const resetByExistingBody = z.object({ ...resetByExistingFields, ...sessionFields });
const resetBySessionBody = z.object({ ...resetBySessionFields, ...sessionFields });

const FIELD_ERRORS: FieldErrorTypes = { ...PASSWORD_FIELD_ERRORS, ...SESSION_FIELD_ERRORS };

export function registerBackendPasswordRoutes(backend: BackendRouter): void {
  backend.post('/passwords', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, createBody, FIELD_ERRORS);
    const created = await signUpWithPassword(project, {
      email: body.email,
      password: body.password,
      durationMinutes: body.session_duration_minutes ?? null,
      customClaims: mergedCustomClaims(null, body.session_custom_claims) ?? null,
      userFields: {
        ...(body.name ? { name: { first_name: '', middle_name: '', last_name: '', ...body.name } } : {}),
        ...(body.trusted_metadata ? { trusted_metadata: body.trusted_metadata } : {}),
        ...(body.untrusted_metadata ? { untrusted_metadata: body.untrusted_metadata } : {}),
      },
    });
    return backendOk(c, created);
  });

  backend.post('/passwords/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    const user = await requireCredentials(project, requireValidEmail(body.email), body.password);
    return backendOk(c, await logInFromBackend(project, user, PASSWORD_FACTOR, body));
  });

  backend.post('/passwords/strength_check', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, strengthCheckBody, FIELD_ERRORS);
    return backendOk(c, await checkProjectPasswordStrength(project, body.password, body.email ?? undefined));
  });

  backend.post('/passwords/email/reset/start', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, z.object(resetStartFields), FIELD_ERRORS);
    return backendOk(c, startPasswordResetByEmail(project, body));
  });

  backend.post('/passwords/email/reset', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, resetByEmailBody, FIELD_ERRORS);
    await requireUsableSessionFields(project, body);
    const { user, email } = await resetPasswordByEmail(project, {
      token: body.token,
      password: body.password,
      codeVerifier: body.code_verifier ?? undefined,
    });
    const auth = await logInFromBackend(project, user, emailFactor('password_reset', email), body);
    return backendOk(c, auth);
  });

  backend.post('/passwords/existing_password/reset', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, resetByExistingBody, FIELD_ERRORS);
    await requireUsableSessionFields(project, body);
    const user = await resetPasswordWithExisting(project, {
      email: body.email,
      existingPassword: body.existing_password,
      newPassword: body.new_password,
    });
    return backendOk(c, await logInFromBackend(project, user, PASSWORD_FACTOR, body));
  });

  backend.post('/passwords/session/reset', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, resetBySessionBody, FIELD_ERRORS);
    const session = await liveNamedSession(project, body);
    await requireUsableSessionFields(project, body);
    const user = await resetPasswordForSession(project, session, body.password);
    return backendOk(c, await logInFromBackend(project, user, PASSWORD_FACTOR, body));
  });
}
