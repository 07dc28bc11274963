import { z } from 'zod';
import { browserCallerProject } from '../http/browser-caller';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { callerSession, requireCallerSession } from '../sessions/caller-session';
import { emailFactor, PASSWORD_FACTOR } from '../sessions/factors';
import { issueSession } from '../sessions/issue-session';
import { requireValidEmail } from '../users/contact-formats';
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

const credentialsBody = z.object({
  ...credentialFields,
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const resetStartBody = z.object({ ...resetStartFields, ...captchaFields });

const resetByEmailBody = z.object({
  ...resetByEmailFields,
  session_duration_minutes: sessionDurationMinutes,
  code_verifier: codeVerifierField,
  ...captchaFields,
});

const resetByExistingBody = z.object({
  ...resetByExistingFields,
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const resetBySessionBody = z.object({
  ...resetBySessionFields,
  session_duration_minutes: sessionDurationMinutes.nullish(),
  ...captchaFields,
});

const FIELD_ERRORS = PASSWORD_FIELD_ERRORS;

export function registerPasswordRoutes(sdk: SdkRouter): void {
  sdk.post('/passwords', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, credentialsBody, FIELD_ERRORS);
    const durationMinutes = body.session_duration_minutes;
    return ok(
      c,
      await signUpWithPassword(project, { email: body.email, password: body.password, durationMinutes }),
    );
  });

  sdk.post('/passwords/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, credentialsBody, FIELD_ERRORS);
    const user = await requireCredentials(project, requireValidEmail(body.email), body.password);
    const auth = await issueSession(
      project,
      user,
      PASSWORD_FACTOR,
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, auth);
  });

  sdk.post('/passwords/email/reset/start', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, resetStartBody, FIELD_ERRORS);
    return ok(c, startPasswordResetByEmail(project, body));
  });

  sdk.post('/passwords/email/reset', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, resetByEmailBody, FIELD_ERRORS);
    const { user, email } = await resetPasswordByEmail(project, {
      token: body.token,
      password: body.password,
      codeVerifier: body.code_verifier ?? undefined,
    });
    const auth = await issueSession(
      project,
      user,
      emailFactor('password_reset', email),
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, auth);
  });

  sdk.post('/passwords/existing_password/reset', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, resetByExistingBody, FIELD_ERRORS);
    const updated = await resetPasswordWithExisting(project, {
      email: body.email,
      existingPassword: body.existing_password,
      newPassword: body.new_password,
    });
    const auth = await issueSession(project, updated, PASSWORD_FACTOR, body.session_duration_minutes);
    return ok(c, auth);
  });

  sdk.post('/passwords/session/reset', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, resetBySessionBody, FIELD_ERRORS);
    const session = requireCallerSession(c, project);
    const updated = await resetPasswordForSession(project, session, body.password);
    const minutes = body.session_duration_minutes ?? session.duration_minutes;
    const auth = await issueSession(project, updated, PASSWORD_FACTOR, minutes, session);
    return ok(c, auth);
  });

  sdk.post('/passwords/strength_check', async (c) => {
    const project = browserCallerProject(c);
    const body = await readBody(c, strengthCheckBody, FIELD_ERRORS);
    return ok(c, await checkProjectPasswordStrength(project, body.password, body.email ?? undefined));
  });
}
