import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { readBody } from '../http/validation';
import { markEmailTokenUsed } from '../links/email-tokens';
import {
  DEFAULT_LINK_EXPIRATION_MINUTES,
  linkExpirationField,
  redirectUrlField,
  requireAllowedRedirect,
} from '../links/send-options';
import { emailFactor } from '../sessions/factors';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { newId } from '../store/ids';
import { backendOk } from '../users/backend-answer';
import { requireValidEmail } from '../users/contact-formats';
import { recipientOf } from '../users/send-recipient';
import { backendSendMode, sendTargetFields } from '../users/send-target';
import type { User } from '../users/user-collections';
import { metadataField, userNameField } from '../users/user-fields';
import { findUserByEmail, newUser, normalizeEmail } from '../users/user-records';
import {
  emailMagicLink,
  MAGIC_LINK_SEND_FIELD_ERRORS,
  magicLinkSendFields,
  redeemMagicLink,
  sendMagicLinkEmail,
} from './magic-link-flows';

const loginOrCreateBody = z.object(magicLinkSendFields);
const sendBody = z.object({ ...magicLinkSendFields, ...sendTargetFields });

const inviteBody = z.object({
  email: z.string(),
  invite_magic_link_url: redirectUrlField,
  invite_expiration_minutes: linkExpirationField,
  invite_template_id: z.string().nullish(),
  name: userNameField.nullish(),
  trusted_metadata: metadataField.nullish(),
  untrusted_metadata: metadataField.nullish(),
  locale: z.string().nullish(),
  roles: z.array(z.string()).nullish(),
});

const authenticateBody = z.object({
  token: z.string().min(1),
  code_verifier: z.string().nullish(),
  ...sessionFields,
});

/** A pending user holding the invited email, with what the invite says about them. */
function createInvitedUser(project: Project, email: string, body: z.infer<typeof inviteBody>): User {
  const user = newUser(project, {
    status: 'pending',
    name: { first_name: '', middle_name: '', last_name: '', ...body.name },
    emails: [{ email_id: newId('email'), email, verified: false }],
    trusted_metadata: body.trusted_metadata ?? {},
    untrusted_metadata: body.untrusted_metadata ?? {},
    roles: body.roles ?? [],
  });
  return project.collections.users.put(user.user_id, user);
}

export function registerBackendMagicLinkRoutes(backend: BackendRouter): void {
  backend.post('/magic_links/email/login_or_create', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, loginOrCreateBody, MAGIC_LINK_SEND_FIELD_ERRORS);
    const sent = sendMagicLinkEmail(project, body, (email) =>
      recipientOf(
        project,
        'login_or_create',
        { kind: 'email', email },
        body.create_user_as_pending === true,
        () => '',
      ),
    );
    return backendOk(c, sent);
  });

  backend.post('/magic_links/email/send', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, sendBody, MAGIC_LINK_SEND_FIELD_ERRORS);
    const { mode, userId } = await backendSendMode(project, body);
    const { user_id, email_id } = sendMagicLinkEmail(project, body, (email) =>
      recipientOf(project, mode, { kind: 'email', email }, false, userId),
    );
    return backendOk(c, { user_id, email_id });
  });

  // An invite makes a pending user with the email, or re-invites one still pending.
  backend.post('/magic_links/email/invite', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, inviteBody, {
      email: 'invalid_email',
      invite_magic_link_url: 'invalid_invite_magic_link_url',
      invite_expiration_minutes: 'invalid_expiration',
    });
    const email = normalizeEmail(requireValidEmail(body.email));
    const redirectUrl = requireAllowedRedirect(project, 'no_match_for_provided_magic_link_url', {
      field: 'invite_magic_link_url',
      requested: body.invite_magic_link_url,
      fallback: 'default_signup_redirect_url',
    });
    const existing = findUserByEmail(project, email);
    if (existing && existing.status === 'active') {
      throw new ApiError(
        'duplicate_email',
        `${email} already belongs to an active user; invite only new users.`,
      );
    }
    const user = existing ?? createInvitedUser(project, email, body);
    const emailId = user.emails.find((e) => normalizeEmail(e.email) === email)?.email_id ?? '';
    emailMagicLink(project, {
      user,
      emailId,
      email,
      redirectUrl,
      kind: 'invite',
      expiresInMinutes: body.invite_expiration_minutes ?? DEFAULT_LINK_EXPIRATION_MINUTES,
      codeChallenge: undefined,
    });
    return backendOk(c, { user_id: user.user_id, email_id: emailId });
  });

  // Revoking an invite spends the links it sent; the pending user stays, as the provider keeps them.
  backend.post('/magic_links/email/revoke_invite', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, z.object({ email: z.string() }), { email: 'invalid_email' });
    const email = normalizeEmail(requireValidEmail(body.email));
    const invited = findUserByEmail(project, email);
    if (invited?.status !== 'pending') {
      throw new ApiError(
        'email_not_found',
        invited
          ? `${email} belongs to an active user, not a pending invite.`
          : `No invite was sent to ${email}.`,
      );
    }
    for (const link of project.collections.email_tokens.filter(
      (t) => t.user_id === invited.user_id && t.kind === 'magic_link' && t.used_at === null,
    )) {
      markEmailTokenUsed(project, link);
    }
    return backendOk(c, {});
  });

  backend.post('/magic_links/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, SESSION_FIELD_ERRORS);
    await requireUsableSessionFields(project, body);
    const { user, email } = redeemMagicLink(project, body.token, body.code_verifier ?? undefined);
    const auth = await logInFromBackend(project, user, emailFactor('magic_link', email), body);
    return backendOk(c, { ...auth, method_id: email.email_id, reset_sessions: false });
  });
}
