import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { FieldErrorTypes } from '../http/validation';
import { findRedeemableEmailToken, issueEmailToken, markEmailTokenUsed } from '../links/email-tokens';
import { linkWithToken } from '../links/redirect-url';
import {
  codeChallengeField,
  DEFAULT_LINK_EXPIRATION_MINUTES,
  linkExpirationField,
  redirectUrlField,
  requireAllowedRedirect,
  requireCodeChallengeIf,
} from '../links/send-options';
import { addMessage } from '../messages/inbox';
import { passwordResetEmail } from '../messages/message-texts';
import { PASSWORD_FACTOR } from '../sessions/factors';
import {
  type AuthResponse,
  authResponse,
  newSession,
  type SessionlessAuthResponse,
  sessionlessAuthResponse,
} from '../sessions/issue-session';
import type { SessionRecord } from '../sessions/session-collections';
import { newId } from '../store/ids';
import { requireValidEmail } from '../users/contact-formats';
import type { User, UserEmail } from '../users/user-collections';
import { confirmEmail, requireEmailUser, requireUser } from '../users/user-contacts';
import { clearFailedSignInsWrites, recordFailedSignIn, requireNotLocked } from '../users/user-lock';
import { findUserByEmail, newUser } from '../users/user-records';
import { isUsersPassword, passwordWrites, setUserPassword } from './password-credentials';
import { hashPassword } from './password-hash';
import { requireStrongPassword } from './project-strength';

// The password flows shared by the browser API (/sdk/v1/passwords) and the backend API
// (/v1/passwords): each checks, stores and emails; the caller starts or extends the session.

export const PASSWORD_FIELD_ERRORS: FieldErrorTypes = {
  email: 'invalid_email',
  login_redirect_url: 'invalid_login_redirect_url',
  reset_password_redirect_url: 'invalid_password_reset_redirect_url',
  login_expiration_minutes: 'invalid_expiration',
  reset_password_expiration_minutes: 'invalid_expiration',
  code_challenge: 'invalid_pkce_code_challenge',
  session_duration_minutes: 'invalid_session_duration_minutes',
};

function requireNewEmail(project: Project, email: string): void {
  if (findUserByEmail(project, email)) {
    throw new ApiError('duplicate_email', `A user with the email ${email} exists already.`);
  }
}

/**
 * Creates an active user with this email and password and its first session, in one journal entry:
 * a crash never keeps a user without its password or its first session.
 */
export async function signUpWithPassword(
  project: Project,
  input: {
    email: string;
    password: string;
    /** The new session's length; null (a backend call that asks for none) creates no session. */
    durationMinutes: number | null;
    customClaims?: Record<string, unknown> | null;
    userFields?: Partial<Pick<User, 'name' | 'trusted_metadata' | 'untrusted_metadata'>>;
  },
): Promise<(AuthResponse | SessionlessAuthResponse) & { email_id: string }> {
  const email = requireValidEmail(input.email);
  requireNewEmail(project, email);
  await requireStrongPassword(project, input.password, email);
  const hash = await hashPassword(input.password);
  // Checked again after the await, with none until the user is stored: two concurrent sign-ups
  // of one email cannot both pass.
  requireNewEmail(project, email);
  const address = { email_id: newId('email'), email, verified: false };
  const user = newUser(project, { status: 'active', emails: [address], ...input.userFields });
  const created = passwordWrites(project, user, hash);
  if (input.durationMinutes === null) {
    project.commit(created.writes);
    return { ...sessionlessAuthResponse(created.user), email_id: address.email_id };
  }
  const session: SessionRecord = {
    ...newSession(project, created.user, PASSWORD_FACTOR, input.durationMinutes),
    custom_claims: input.customClaims ?? null,
  };
  project.commit([...created.writes, project.collections.sessions.putWrite(session.session_id, session)]);
  return { ...(await authResponse(project, created.user, session)), email_id: address.email_id };
}

/**
 * The user whose email and password these are. Unknown emails and wrong passwords get the same
 * answer, and `reset_password` comes only after the password is proven, so neither the answer nor
 * its timing reveals who has an account. Wrong passwords count towards the account's lockout; the
 * lock is checked again after hashing, so guesses already under way when it starts cannot log in.
 */
export async function requireCredentials(
  project: Project,
  email: string,
  password: string,
  { allowRequiredReset = false } = {},
): Promise<User> {
  const user = findUserByEmail(project, email);
  if (user) requireNotLocked(project, user.user_id);
  const matches = await isUsersPassword(project, user, password);
  if (user) requireNotLocked(project, user.user_id);
  if (!matches || !user) {
    if (user) recordFailedSignIn(project, user.user_id);
    throw new ApiError('unauthorized_credentials', 'The email or password is not correct.');
  }
  const forgetFailures = clearFailedSignInsWrites(project, user.user_id);
  if (forgetFailures.length > 0) project.commit(forgetFailures);
  if (user.password?.requires_reset && !allowRequiredReset) {
    throw new ApiError(
      'reset_password',
      'This account must reset its password before logging in with one; a reset email can be requested.',
    );
  }
  return user;
}

export const resetStartFields = {
  email: z.string(),
  login_redirect_url: redirectUrlField,
  login_expiration_minutes: linkExpirationField,
  reset_password_redirect_url: redirectUrlField,
  reset_password_expiration_minutes: linkExpirationField,
  reset_password_template_id: z.string().nullish(),
  locale: z.string().nullish(),
  code_challenge: codeChallengeField,
};
const resetStartInput = z.object(resetStartFields);

/** Emails a password reset link (and a sign-in link beside it) to the owner of an email. */
export function startPasswordResetByEmail(
  project: Project,
  body: z.infer<typeof resetStartInput>,
): { user_id: string; email_id: string } {
  const email = requireValidEmail(body.email);
  const settings = project.settings;
  const codeChallenge = requireCodeChallengeIf(
    settings.pkce_required_for_password_resets,
    body.code_challenge,
    'pkce_required_for_password_resets',
  );
  // Checked before the user is looked up, so nothing is sent to a URL the project does not allow. The
  // email's login link is a magic link, refused as one.
  const resetUrl = requireAllowedRedirect(project, 'invalid_password_reset_redirect_url', {
    field: 'reset_password_redirect_url',
    requested: body.reset_password_redirect_url,
    fallback: 'default_login_redirect_url',
  });
  const loginUrl = requireAllowedRedirect(project, 'no_match_for_provided_magic_link_url', {
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
    kind: 'password_reset_link',
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
  return { user_id: owner.user.user_id, email_id: owner.email.email_id };
}

/** Sets a new password through an emailed reset link; its email is proven by it. */
export async function resetPasswordByEmail(
  project: Project,
  input: { token: string; password: string; codeVerifier: string | undefined },
): Promise<{ user: User; email: UserEmail }> {
  const redeem = () => findRedeemableEmailToken(project, 'password_reset', input.token, input.codeVerifier);
  // Checked before the token is used up, so a refused password leaves the link working; the
  // token is read again after that await, so two resets racing on one link cannot both use it.
  await requireStrongPassword(project, input.password, redeem().email);
  const record = redeem();
  markEmailTokenUsed(project, record);
  const { email } = confirmEmail(project, record.user_id, record.email_id);
  return { user: await setUserPassword(project, record.user_id, input.password), email };
}

/** Replaces a password the caller proves by the current one (even one that must be reset). */
export async function resetPasswordWithExisting(
  project: Project,
  input: { email: string; existingPassword: string; newPassword: string },
): Promise<User> {
  const email = requireValidEmail(input.email);
  const user = await requireCredentials(project, email, input.existingPassword, { allowRequiredReset: true });
  await requireStrongPassword(project, input.newPassword, email);
  return setUserPassword(project, user.user_id, input.newPassword);
}

/** Replaces the password of a live session's user. */
export async function resetPasswordForSession(
  project: Project,
  session: SessionRecord,
  password: string,
): Promise<User> {
  const user = requireUser(project, session.user_id);
  await requireStrongPassword(project, password, user.emails[0]?.email);
  return setUserPassword(project, user.user_id, password);
}
