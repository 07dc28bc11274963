import type { Hono } from 'hono';
import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { ok } from '../http/envelope';
import { readBody } from '../http/validation';
import { newId } from '../store/ids';
import { isValidEmail, isValidPhoneNumber } from '../users/contact-formats';
import type { User } from '../users/user-collections';
import { deleteUserFactor } from '../users/user-factors';
import { clearFailedSignInsWrites, type UserLock, userLockOf } from '../users/user-lock';
import { findUserByEmail, findUserByPhone, normalizeEmail } from '../users/user-records';
import { CONTROL_PATHS } from './control-paths';

/** A user as the control API shows it: with its lock, as the backend API's users carry it. */
export type ControlUser = User & UserLock;

export function controlUser(project: Project, user: User): ControlUser {
  return { ...user, ...userLockOf(project, user.user_id) };
}

/**
 * What an edit may change: the name (any part), the metadata and roles (replaced), and the user's
 * emails and phone numbers as the whole list wanted afterwards. An address kept keeps its id and
 * its verification; a new one is verified, as a seeded user's are; one left out is removed with
 * everything that hangs on it.
 */
const userEditSchema = z.strictObject({
  name: z
    .strictObject({ first_name: z.string(), middle_name: z.string(), last_name: z.string() })
    .partial()
    .optional(),
  trusted_metadata: z.record(z.string(), z.unknown()).optional(),
  untrusted_metadata: z.record(z.string(), z.unknown()).optional(),
  roles: z.array(z.string().min(1)).optional(),
  emails: z
    .array(z.string().refine(isValidEmail, 'expected an email address such as ada@example.com'))
    .optional(),
  phone_numbers: z
    .array(z.string().refine(isValidPhoneNumber, 'expected an E.164 phone number such as +15555550100'))
    .optional(),
});

function requireUserOf(project: Project, userId: string): User {
  const user = project.collections.users.get(userId);
  if (!user) throw new ApiError('user_not_found', `No user ${userId}.`);
  return user;
}

function withEmails(project: Project, user: User, wanted: string[]): User {
  const addresses = [...new Set(wanted.map(normalizeEmail))];
  let updated = user;
  for (const entry of user.emails.filter((e) => !addresses.includes(normalizeEmail(e.email)))) {
    updated = deleteUserFactor(project, updated, 'emails', entry.email_id);
  }
  const added = addresses.filter((email) => !updated.emails.some((e) => normalizeEmail(e.email) === email));
  for (const email of added) {
    const owner = findUserByEmail(project, email);
    if (owner && owner.user_id !== user.user_id) {
      throw new ApiError('duplicate_email', `Another user has the email ${email}.`);
    }
  }
  return {
    ...updated,
    emails: [
      ...updated.emails,
      ...added.map((email) => ({ email_id: newId('email'), email, verified: true })),
    ],
  };
}

function withPhoneNumbers(project: Project, user: User, wanted: string[]): User {
  const numbers = [...new Set(wanted)];
  let updated = user;
  for (const entry of user.phone_numbers.filter((p) => !numbers.includes(p.phone_number))) {
    updated = deleteUserFactor(project, updated, 'phone_numbers', entry.phone_id);
  }
  const added = numbers.filter((number) => !updated.phone_numbers.some((p) => p.phone_number === number));
  for (const number of added) {
    const owner = findUserByPhone(project, number);
    if (owner && owner.user_id !== user.user_id) {
      throw new ApiError('duplicate_phone_number', `Another user has the phone number ${number}.`);
    }
  }
  return {
    ...updated,
    phone_numbers: [
      ...updated.phone_numbers,
      ...added.map((phone_number) => ({ phone_id: newId('phone-number'), phone_number, verified: true })),
    ],
  };
}

/** Editing a user, lifting its lock, and revoking one session: what the console's users and sessions do. */
export function registerUserEditRoutes(
  control: Hono<EmulatorEnv>,
  project: (c: EmulatorContext) => Project,
): void {
  control.patch(CONTROL_PATHS.user, async (c) => {
    const target = project(c);
    const user = requireUserOf(target, c.req.param('user_id'));
    const edit = await readBody(c, userEditSchema);
    // The contacts are checked and changed before anything is written, so a duplicate changes nothing.
    const contacts = withPhoneNumbers(
      target,
      withEmails(target, requireUserOf(target, user.user_id), edit.emails ?? user.emails.map((e) => e.email)),
      edit.phone_numbers ?? user.phone_numbers.map((p) => p.phone_number),
    );
    const updated = target.collections.users.put(user.user_id, {
      ...contacts,
      name: { ...user.name, ...edit.name },
      trusted_metadata: edit.trusted_metadata ?? user.trusted_metadata,
      untrusted_metadata: edit.untrusted_metadata ?? user.untrusted_metadata,
      roles: edit.roles ?? user.roles,
    });
    return ok(c, { user: controlUser(target, updated) });
  });

  control.post(CONTROL_PATHS.userUnlock, async (c) => {
    const target = project(c);
    const user = requireUserOf(target, c.req.param('user_id'));
    await readBody(c, z.object({}));
    const forget = clearFailedSignInsWrites(target, user.user_id);
    if (forget.length > 0) target.commit(forget);
    return ok(c, { user: controlUser(target, user) });
  });

  control.delete(CONTROL_PATHS.session, (c) => {
    const sessionId = c.req.param('session_id');
    if (!project(c).collections.sessions.delete(sessionId)) {
      throw new ApiError('session_not_found', `No session ${sessionId}.`);
    }
    return ok(c, { session_id: sessionId });
  });
}
