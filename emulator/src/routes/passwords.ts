import { z } from 'zod';
import { requireValidEmail } from '../auth/contact-formats';
import { findRedeemableEmailToken, issueEmailToken, markEmailTokenUsed } from '../auth/email-tokens';
import { emailFactor, PASSWORD_FACTOR } from '../auth/factors';
import { passwordResetEmail } from '../auth/message-texts';
import { isUsersPassword, passwordWrites, setUserPassword } from '../auth/password-credentials';
import { hashPassword } from '../auth/password-hash';
import {
  clearPasswordFailuresWrites,
  recordWrongPassword,
  requireNotLockedOut,
} from '../auth/password-lockout';
import { linkWithToken } from '../auth/redirect-url';
import {
  codeChallengeField,
  DEFAULT_LINK_EXPIRATION_MINUTES,
  linkExpirationField,
  redirectUrlField,
  requireAllowedRedirect,
  requireCodeChallengeIf,
} from '../auth/send-options';
import { confirmEmail, requireEmailUser, requireUser } from '../auth/user-contacts';
import { ApiError } from '../http/api-error';
import { callerProject, callerSession, requireCallerSession } from '../http/caller';
import { ok } from '../http/envelope';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { checkProjectPasswordStrength, requireStrongPassword } from '../passwords/project-strength';
import { authResponse, issueSession, newSession } from '../sessions/issue-session';
import { newId } from '../store/ids';
import { addMessage } from '../store/inbox';
import type { User } from '../store/model';
import type { Project } from '../store/project';
import { findUserByEmail, newUser } from '../store/users';
import type { SdkRouter } from './router';

const password = z.string();

const credentialsBody = z.object({
  email: z.string(),
  password,
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const resetStartBody = z.object({
  email: z.string(),
  login_redirect_url: redirectUrlField,
  login_expiration_minutes: linkExpirationField,
  reset_password_redirect_url: redirectUrlField,
  reset_password_expiration_minutes: linkExpirationField,
  reset_password_template_id: z.string().nullish(),
  locale: z.string().nullish(),
  code_challenge: codeChallengeField,
  ...captchaFields,
});

const resetByEmailBody = z.object({
  token: z.string().min(1),
  password,
  session_duration_minutes: sessionDurationMinutes,
  code_verifier: z.string().nullish(),
  ...captchaFields,
});

const resetByExistingBody = z.object({
  email: z.string(),
  existing_password: password,
  new_password: password,
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

const resetBySessionBody = z.object({
  password,
  session_duration_minutes: sessionDurationMinutes.nullish(),
  ...captchaFields,
});

const strengthCheckBody = z.object({ email: z.string().nullish(), password });

const FIELD_ERRORS = {
  email: 'invalid_email',
  login_redirect_url: 'invalid_login_redirect_url',
  reset_password_redirect_url: 'invalid_reset_password_redirect_url',
  login_expiration_minutes: 'invalid_expiration_minutes',
  reset_password_expiration_minutes: 'invalid_expiration_minutes',
  code_challenge: 'invalid_code_challenge',
  session_duration_minutes: 'invalid_session_duration_minutes',
};

export function registerPasswordRoutes(sdk: SdkRouter): void {
  sdk.post('/passwords', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, credentialsBody, FIELD_ERRORS);
    const email = requireValidEmail(body.email);
    requireNewEmail(project, email);
    await requireStrongPassword(project, body.password, email);
    const hash = await hashPassword(body.password);
    // Checked again after the await, with none until the user is stored: two concurrent sign-ups
    // of one email cannot both pass.
    requireNewEmail(project, email);
    const address = { email_id: newId('email'), email, verified: false };
    const created = passwordWrites(project, newUser(project, { status: 'active', emails: [address] }), hash);
    const session = newSession(project, created.user, PASSWORD_FACTOR, body.session_duration_minutes);
    // One journal entry: a crash never keeps a user without its password or its first session.
    project.commit([...created.writes, project.collections.sessions.putWrite(session.session_id, session)]);
    return ok(c, { ...(await authResponse(project, created.user, session)), email_id: address.email_id });
  });

  sdk.post('/passwords/authenticate', async (c) => {
    const project = callerProject(c);
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
    const project = callerProject(c);
    const body = await readBody(c, resetStartBody, FIELD_ERRORS);
    const email = requireValidEmail(body.email);
    const settings = project.settings;
    const codeChallenge = requireCodeChallengeIf(
      settings.pkce_required_for_password_resets,
      body.code_challenge,
      'pkce_required_for_password_resets',
    );
    // Checked before the user is looked up, so nothing is sent to a URL the project does not allow.
    const resetUrl = requireAllowedRedirect(project, 'no_match_for_provided_password_reset_url', {
      field: 'reset_password_redirect_url',
      requested: body.reset_password_redirect_url,
      fallback: 'default_login_redirect_url',
    });
    const loginUrl = requireAllowedRedirect(project, 'no_match_for_provided_password_reset_url', {
      field: 'login_redirect_url',
      requested: body.login_redirect_url,
      fallback: 'default_login_redirect_url',
    });
    const owner = requireEmailUser(project, email);
    const resetMinutes = body.reset_password_expiration_minutes ?? DEFAULT_LINK_EXPIRATION_MINUTES;
    const tokenFields = { userId: owner.user.user_id, emailId: owner.email.email_id, email, codeChallenge };
    const reset = issueEmailToken(project, {
      ...tokenFields,
      kind: 'password_reset',
      expiresInMinutes: resetMinutes,
    });
    // The email also offers to sign in without a password: a magic link under the same PKCE
    // challenge, which the client redeems with the verifier it keeps for password resets.
    const login = issueEmailToken(project, {
      ...tokenFields,
      kind: 'magic_link',
      expiresInMinutes: body.login_expiration_minutes ?? DEFAULT_LINK_EXPIRATION_MINUTES,
    });
    const resetLink = linkWithToken(resetUrl, 'reset_password', reset.token);
    const loginLink = linkWithToken(loginUrl, 'login', login.token);
    addMessage(project, {
      channel: 'email',
      to: email,
      link: resetLink,
      ...passwordResetEmail({
        projectName: settings.project_name,
        resetLink,
        loginLink,
        expiresInMinutes: resetMinutes,
      }),
    });
    return ok(c, { user_id: owner.user.user_id, email_id: owner.email.email_id });
  });

  sdk.post('/passwords/email/reset', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, resetByEmailBody, FIELD_ERRORS);
    const redeem = () =>
      findRedeemableEmailToken(project, 'password_reset', body.token, body.code_verifier ?? undefined);
    // Checked before the token is used up, so a refused password leaves the link working; the
    // token is read again after that await, so two resets racing on one link cannot both use it.
    await requireStrongPassword(project, body.password, redeem().email);
    const record = redeem();
    markEmailTokenUsed(project, record);
    const { email } = confirmEmail(project, record.user_id, record.email_id);
    const user = await setUserPassword(project, record.user_id, body.password);
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
    const project = callerProject(c);
    const body = await readBody(c, resetByExistingBody, FIELD_ERRORS);
    const email = requireValidEmail(body.email);
    // The existing password still proves who this is even when it must be replaced.
    const user = await requireCredentials(project, email, body.existing_password, {
      allowRequiredReset: true,
    });
    await requireStrongPassword(project, body.new_password, email);
    const updated = await setUserPassword(project, user.user_id, body.new_password);
    const auth = await issueSession(project, updated, PASSWORD_FACTOR, body.session_duration_minutes);
    return ok(c, auth);
  });

  sdk.post('/passwords/session/reset', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, resetBySessionBody, FIELD_ERRORS);
    const session = requireCallerSession(c, project);
    const user = requireUser(project, session.user_id);
    await requireStrongPassword(project, body.password, user.emails[0]?.email);
    const updated = await setUserPassword(project, user.user_id, body.password);
    const minutes = body.session_duration_minutes ?? session.duration_minutes;
    const auth = await issueSession(project, updated, PASSWORD_FACTOR, minutes, session);
    return ok(c, auth);
  });

  sdk.post('/passwords/strength_check', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, strengthCheckBody, FIELD_ERRORS);
    return ok(c, await checkProjectPasswordStrength(project, body.password, body.email ?? undefined));
  });
}

function requireNewEmail(project: Project, email: string): void {
  if (findUserByEmail(project, email)) {
    throw new ApiError(400, 'duplicate_email', `A user with the email ${email} exists already.`);
  }
}

/**
 * The user whose email and password these are. Unknown emails and wrong passwords get the same
 * answer, and `reset_password` comes only after the password is proven, so neither the answer nor
 * its timing reveals who has an account. Wrong passwords count towards the account's lockout; the
 * lock is checked again after hashing, so guesses already under way when it starts cannot log in.
 */
async function requireCredentials(
  project: Project,
  email: string,
  password: string,
  { allowRequiredReset = false } = {},
): Promise<User> {
  const user = findUserByEmail(project, email);
  if (user) requireNotLockedOut(project, user);
  const matches = await isUsersPassword(project, user, password);
  if (user) requireNotLockedOut(project, user);
  if (!matches || !user) {
    if (user) recordWrongPassword(project, user);
    throw new ApiError(401, 'unauthorized_credentials', 'The email or password is not correct.');
  }
  const forgetFailures = clearPasswordFailuresWrites(project, user.user_id);
  if (forgetFailures.length > 0) project.commit(forgetFailures);
  if (user.password?.requires_reset && !allowRequiredReset) {
    throw new ApiError(
      400,
      'reset_password',
      'This account must reset its password before logging in with one; a reset email can be requested.',
    );
  }
  return user;
}
