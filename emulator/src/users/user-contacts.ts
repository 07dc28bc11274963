import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { newId } from '../store/ids';
import type { User, UserEmail, UserPhoneNumber } from './user-collections';
import { findUserByEmail, findUserByPhone, newUser } from './user-records';

/**
 * Users created by a first send are active, as the provider creates them, unless the caller asks
 * with `create_user_as_pending: true`: then they stay pending until a factor proves them.
 */
function newUserStatus(createUserAsPending: boolean | undefined): User['status'] {
  return createUserAsPending === true ? 'pending' : 'active';
}

export type EmailOwner = { user: User; email: UserEmail; isNewUser: boolean };
export type PhoneOwner = { user: User; phone: UserPhoneNumber; isNewUser: boolean };

function emailOf(user: User, email: string): UserEmail | undefined {
  return user.emails.find((e) => e.email === email);
}

function phoneOf(user: User, phoneNumber: string): UserPhoneNumber | undefined {
  return user.phone_numbers.find((p) => p.phone_number === phoneNumber);
}

/** `email` is already normalised. */
export function findOrCreateEmailUser(
  project: Project,
  email: string,
  createUserAsPending: boolean | undefined,
): EmailOwner {
  const existing = findUserByEmail(project, email);
  const existingEmail = existing && emailOf(existing, email);
  if (existing && existingEmail) return { user: existing, email: existingEmail, isNewUser: false };
  const address: UserEmail = { email_id: newId('email'), email, verified: false };
  const user = newUser(project, { status: newUserStatus(createUserAsPending), emails: [address] });
  return { user: project.collections.users.put(user.user_id, user), email: address, isNewUser: true };
}

export function findOrCreatePhoneUser(
  project: Project,
  phoneNumber: string,
  createUserAsPending: boolean | undefined,
): PhoneOwner {
  const existing = findUserByPhone(project, phoneNumber);
  const existingPhone = existing && phoneOf(existing, phoneNumber);
  if (existing && existingPhone) return { user: existing, phone: existingPhone, isNewUser: false };
  const phone: UserPhoneNumber = {
    phone_id: newId('phone-number'),
    phone_number: phoneNumber,
    verified: false,
  };
  const user = newUser(project, { status: newUserStatus(createUserAsPending), phone_numbers: [phone] });
  return { user: project.collections.users.put(user.user_id, user), phone, isNewUser: true };
}

/** The user that owns `email`, for sends that must not create anyone (`send/primary`). */
export function requireEmailUser(project: Project, email: string): EmailOwner {
  const user = findUserByEmail(project, email);
  const address = user && emailOf(user, email);
  if (!user || !address) {
    throw new ApiError('email_not_found', `No user in this project has the email ${email}.`);
  }
  return { user, email: address, isNewUser: false };
}

export function requirePhoneUser(project: Project, phoneNumber: string): PhoneOwner {
  const user = findUserByPhone(project, phoneNumber);
  const phone = user && phoneOf(user, phoneNumber);
  if (!user || !phone) {
    throw new ApiError(
      'phone_number_not_found',
      `No user in this project has the phone number ${phoneNumber}.`,
    );
  }
  return { user, phone, isNewUser: false };
}

/**
 * For `send/secondary`: the logged-in user's own address, added unverified when it is new to them.
 * An address that belongs to someone else cannot be claimed this way.
 */
export function emailOfSessionUser(project: Project, userId: string, email: string): EmailOwner {
  const user = requireUser(project, userId);
  const own = emailOf(user, email);
  if (own) return { user, email: own, isNewUser: false };
  if (findUserByEmail(project, email)) {
    throw new ApiError('duplicate_email', `The email ${email} belongs to another user.`);
  }
  const address: UserEmail = { email_id: newId('email'), email, verified: false };
  const updated = project.collections.users.put(user.user_id, { ...user, emails: [...user.emails, address] });
  return { user: updated, email: address, isNewUser: false };
}

export function phoneOfSessionUser(project: Project, userId: string, phoneNumber: string): PhoneOwner {
  const user = requireUser(project, userId);
  const own = phoneOf(user, phoneNumber);
  if (own) return { user, phone: own, isNewUser: false };
  if (findUserByPhone(project, phoneNumber)) {
    throw new ApiError('duplicate_phone_number', `The phone number ${phoneNumber} belongs to another user.`);
  }
  const phone: UserPhoneNumber = {
    phone_id: newId('phone-number'),
    phone_number: phoneNumber,
    verified: false,
  };
  const updated = project.collections.users.put(user.user_id, {
    ...user,
    phone_numbers: [...user.phone_numbers, phone],
  });
  return { user: updated, phone, isNewUser: false };
}

export function requireUser(project: Project, userId: string): User {
  const user = project.collections.users.get(userId);
  if (!user) throw new ApiError('user_not_found', 'The user this belongs to no longer exists.');
  return user;
}

/** A proven email: verified, and its user active. */
export function confirmEmail(
  project: Project,
  userId: string,
  emailId: string,
): { user: User; email: UserEmail } {
  const user = requireUser(project, userId);
  const email = user.emails.find((e) => e.email_id === emailId);
  if (!email) {
    throw new ApiError('email_not_found', 'The email this was sent to was removed from the user.');
  }
  const confirmed = { ...email, verified: true };
  const emails = user.emails.map((e) => (e.email_id === emailId ? confirmed : e));
  return {
    user: project.collections.users.put(user.user_id, { ...user, status: 'active', emails }),
    email: confirmed,
  };
}

/** A proven phone number: verified, and its user active. */
export function confirmPhone(
  project: Project,
  userId: string,
  phoneId: string,
): { user: User; phone: UserPhoneNumber } {
  const user = requireUser(project, userId);
  const phone = user.phone_numbers.find((p) => p.phone_id === phoneId);
  if (!phone) {
    throw new ApiError(
      'phone_number_not_found',
      'The phone number this was sent to was removed from the user.',
    );
  }
  const confirmed = { ...phone, verified: true };
  const phoneNumbers = user.phone_numbers.map((p) => (p.phone_id === phoneId ? confirmed : p));
  return {
    user: project.collections.users.put(user.user_id, {
      ...user,
      status: 'active',
      phone_numbers: phoneNumbers,
    }),
    phone: confirmed,
  };
}
