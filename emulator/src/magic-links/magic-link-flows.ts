import { z } from 'zod';
import type { Project } from '../emulator-store';
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
import type { MessageKind } from '../messages/message-collections';
import { type MagicLinkTemplate, magicLinkEmail } from '../messages/message-texts';
import { requireValidEmail } from '../users/contact-formats';
import type { Recipient } from '../users/send-recipient';
import type { User, UserEmail } from '../users/user-collections';
import { confirmEmail } from '../users/user-contacts';

/** What every magic-link send takes, from a page or from a host's server. */
export const magicLinkSendFields = {
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
};

const sendInput = z.object(magicLinkSendFields);
export type MagicLinkSendInput = z.infer<typeof sendInput>;

export const MAGIC_LINK_SEND_FIELD_ERRORS: FieldErrorTypes = {
  email: 'invalid_email',
  login_magic_link_url: 'invalid_login_magic_link_url',
  signup_magic_link_url: 'invalid_signup_magic_link_url',
  login_expiration_minutes: 'invalid_expiration',
  signup_expiration_minutes: 'invalid_expiration',
  code_challenge: 'invalid_pkce_code_challenge',
};

export type MagicLinkSent = { user_id: string; email_id: string; user_created: boolean };

/**
 * Emails a magic link: checks the redirects and PKCE before anyone is created or emailed, then asks
 * `recipientOf` for the user (found, created or added to, per the caller's send mode) and puts the
 * link in the inbox. A user who never finished signing up gets the signup link.
 */
export function sendMagicLinkEmail(
  project: Project,
  body: MagicLinkSendInput,
  recipientOf: (email: string) => Recipient,
): MagicLinkSent {
  const email = requireValidEmail(body.email);
  const settings = project.settings;
  const codeChallenge = requireCodeChallengeIf(
    settings.pkce_required_for_email_magic_links,
    body.code_challenge,
    'pkce_required_for_email_magic_links',
  );
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
  const owner = recipientOf(email);
  const isSignup = owner.isNewUser || owner.user.status === 'pending';
  emailMagicLink(project, {
    user: owner.user,
    emailId: owner.methodId,
    email,
    redirectUrl: isSignup ? signupUrl : loginUrl,
    kind: isSignup ? 'signup_link' : 'login_link',
    expiresInMinutes:
      (isSignup ? body.signup_expiration_minutes : body.login_expiration_minutes) ??
      DEFAULT_LINK_EXPIRATION_MINUTES,
    codeChallenge,
  });
  return { user_id: owner.user.user_id, email_id: owner.methodId, user_created: owner.isNewUser };
}

type MagicLinkKind = Extract<MessageKind, 'login_link' | 'signup_link' | 'invite'>;

const TEMPLATES: Record<MagicLinkKind, MagicLinkTemplate> = {
  login_link: 'login',
  signup_link: 'signup',
  invite: 'invite',
};

/** Issues the link's token and puts the email, in the template of its kind, in the project's inbox. */
export function emailMagicLink(
  project: Project,
  input: {
    user: User;
    emailId: string;
    email: string;
    redirectUrl: string;
    kind: MagicLinkKind;
    expiresInMinutes: number;
    codeChallenge: string | undefined;
  },
): void {
  const token = issueEmailToken(project, {
    kind: 'magic_link',
    userId: input.user.user_id,
    emailId: input.emailId,
    email: input.email,
    expiresInMinutes: input.expiresInMinutes,
    codeChallenge: input.codeChallenge,
  });
  const link = linkWithToken(input.redirectUrl, 'magic_links', token.token);
  addMessage(project, {
    kind: input.kind,
    channel: 'email',
    to: input.email,
    link,
    ...magicLinkEmail({
      projectName: project.settings.project_name,
      link,
      template: TEMPLATES[input.kind],
      expiresInMinutes: input.expiresInMinutes,
    }),
  });
}

/** Redeems a magic link's token: its email is proven, its user active, the token spent. */
export function redeemMagicLink(
  project: Project,
  token: string,
  codeVerifier: string | undefined,
): { user: User; email: UserEmail } {
  const record = findRedeemableEmailToken(project, 'magic_link', token, codeVerifier);
  const confirmed = confirmEmail(project, record.user_id, record.email_id);
  markEmailTokenUsed(project, record);
  return confirmed;
}
