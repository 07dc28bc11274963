import { z } from 'zod';
import { requireValidEmail } from '../auth/contact-formats';
import { findRedeemableEmailToken, issueEmailToken, markEmailTokenUsed } from '../auth/email-tokens';
import { emailFactor } from '../auth/factors';
import { magicLinkEmail } from '../auth/message-texts';
import { linkWithToken } from '../auth/redirect-url';
import {
  codeChallengeField,
  DEFAULT_LINK_EXPIRATION_MINUTES,
  linkExpirationField,
  redirectUrlField,
  requireAllowedRedirect,
  requireCodeChallengeIf,
} from '../auth/send-options';
import { recipientFor, SEND_MODES, type SendMode } from '../auth/send-recipient';
import { confirmEmail } from '../auth/user-contacts';
import { callerProject, callerSession } from '../http/caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { issueSession } from '../sessions/issue-session';
import { addMessage } from '../store/inbox';
import type { SdkRouter } from './router';

const sendBody = z.object({
  email: z.string(),
  login_magic_link_url: redirectUrlField,
  signup_magic_link_url: redirectUrlField,
  login_expiration_minutes: linkExpirationField,
  signup_expiration_minutes: linkExpirationField,
  login_template_id: z.string().nullish(),
  signup_template_id: z.string().nullish(),
  locale: z.string().nullish(),
  code_challenge: codeChallengeField,
  create_user_as_pending: z.boolean().nullish(),
  ...captchaFields,
});

const SEND_FIELD_ERRORS = {
  email: 'invalid_email',
  login_magic_link_url: 'invalid_login_magic_link_url',
  signup_magic_link_url: 'invalid_signup_magic_link_url',
  login_expiration_minutes: 'invalid_expiration_minutes',
  signup_expiration_minutes: 'invalid_expiration_minutes',
  code_challenge: 'invalid_code_challenge',
};

const authenticateBody = z.object({
  token: z.string().min(1),
  code_verifier: z.string().nullish(),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

export function registerMagicLinkRoutes(sdk: SdkRouter): void {
  for (const mode of SEND_MODES) sdk.post(`/magic_links/email/${mode}`, (c) => sendMagicLink(c, mode));

  sdk.post('/magic_links/authenticate', async (c) => {
    const project = callerProject(c);
    const body = await readBody(c, authenticateBody, {
      session_duration_minutes: 'invalid_session_duration_minutes',
    });
    const record = findRedeemableEmailToken(
      project,
      'magic_link',
      body.token,
      body.code_verifier ?? undefined,
    );
    const { user, email } = confirmEmail(project, record.user_id, record.email_id);
    markEmailTokenUsed(project, record);
    const auth = await issueSession(
      project,
      user,
      emailFactor('magic_link', email),
      body.session_duration_minutes,
      callerSession(c, project),
    );
    return ok(c, { ...auth, method_id: record.email_id });
  });
}

async function sendMagicLink(c: EmulatorContext, mode: SendMode): Promise<Response> {
  const project = callerProject(c);
  const body = await readBody(c, sendBody, SEND_FIELD_ERRORS);
  const email = requireValidEmail(body.email);
  const settings = project.settings;
  const codeChallenge = requireCodeChallengeIf(
    settings.pkce_required_for_email_magic_links,
    body.code_challenge,
    'pkce_required_for_email_magic_links',
  );
  // Both URLs are checked before anyone is created or emailed, whichever one the email will carry.
  const loginUrl = requireAllowedRedirect(project, 'no_match_for_provided_magic_link_url', {
    field: 'login_magic_link_url',
    requested: body.login_magic_link_url,
    fallback: 'default_login_redirect_url',
  });
  const signupUrl = requireAllowedRedirect(project, 'no_match_for_provided_magic_link_url', {
    field: 'signup_magic_link_url',
    requested: body.signup_magic_link_url,
    fallback: 'default_signup_redirect_url',
  });
  // The provider creates users active unless asked otherwise.
  const owner = recipientFor(
    c,
    project,
    mode,
    { kind: 'email', email },
    body.create_user_as_pending === true,
  );

  // A user who never finished signing up gets the signup link, with its own URL and lifetime.
  const isSignup = owner.isNewUser || owner.user.status === 'pending';
  const redirectUrl = isSignup ? signupUrl : loginUrl;
  const expiresInMinutes =
    (isSignup ? body.signup_expiration_minutes : body.login_expiration_minutes) ??
    DEFAULT_LINK_EXPIRATION_MINUTES;

  const token = issueEmailToken(project, {
    kind: 'magic_link',
    userId: owner.user.user_id,
    emailId: owner.methodId,
    email,
    expiresInMinutes,
    codeChallenge,
  });
  const link = linkWithToken(redirectUrl, 'magic_links', token.token);
  addMessage(project, {
    channel: 'email',
    to: email,
    link,
    ...magicLinkEmail({ projectName: settings.project_name, link, isSignup, expiresInMinutes }),
  });
  return ok(c, {
    user_id: owner.user.user_id,
    email_id: owner.methodId,
    user_created: owner.isNewUser,
  });
}
