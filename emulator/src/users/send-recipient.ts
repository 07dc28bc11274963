import type { Project } from '../emulator-store';
import type { EmulatorContext } from '../http/env';
import { requireCallerSession } from '../sessions/caller-session';
import type { User } from './user-collections';
import {
  type EmailOwner,
  emailOfSessionUser,
  findOrCreateEmailUser,
  findOrCreatePhoneUser,
  type PhoneOwner,
  phoneOfSessionUser,
  requireEmailUser,
  requirePhoneUser,
} from './user-contacts';

/** How a magic-link or passcode send picks its user, named by the path segment it is sent to. */
export const SEND_MODES = ['login_or_create', 'send/primary', 'send/secondary'] as const;
export type SendMode = (typeof SEND_MODES)[number];

/** Where a send goes: an email address or a phone number, already normalised. */
export type Contact = { kind: 'email'; email: string } | { kind: 'phone'; phoneNumber: string };

/** The user a send is for, and the id of the email or phone it goes to (the `method_id`). */
export type Recipient = { user: User; methodId: string; isNewUser: boolean };

const fromEmail = ({ user, email, isNewUser }: EmailOwner): Recipient => ({
  user,
  methodId: email.email_id,
  isNewUser,
});
const fromPhone = ({ user, phone, isNewUser }: PhoneOwner): Recipient => ({
  user,
  methodId: phone.phone_id,
  isNewUser,
});

/**
 * The recipient of a send: `login_or_create` finds or creates the user (pending only when asked),
 * `send/primary` needs an existing user, `send/secondary` adds the contact to the logged-in user.
 */
export function recipientFor(
  c: EmulatorContext,
  project: Project,
  mode: SendMode,
  contact: Contact,
  createUserAsPending: boolean,
): Recipient {
  return recipientOf(
    project,
    mode,
    contact,
    createUserAsPending,
    () => requireCallerSession(c, project).user_id,
  );
}

/**
 * The same choice for any caller: `userIdForSecondary` names whose contact a secondary send adds to
 * (the page's session user, or the user a backend call names), asked only for that mode.
 */
export function recipientOf(
  project: Project,
  mode: SendMode,
  contact: Contact,
  createUserAsPending: boolean,
  userIdForSecondary: () => string,
): Recipient {
  if (contact.kind === 'email') {
    const { email } = contact;
    if (mode === 'login_or_create')
      return fromEmail(findOrCreateEmailUser(project, email, createUserAsPending));
    if (mode === 'send/primary') return fromEmail(requireEmailUser(project, email));
    return fromEmail(emailOfSessionUser(project, userIdForSecondary(), email));
  }
  const { phoneNumber } = contact;
  if (mode === 'login_or_create')
    return fromPhone(findOrCreatePhoneUser(project, phoneNumber, createUserAsPending));
  if (mode === 'send/primary') return fromPhone(requirePhoneUser(project, phoneNumber));
  return fromPhone(phoneOfSessionUser(project, userIdForSecondary(), phoneNumber));
}
