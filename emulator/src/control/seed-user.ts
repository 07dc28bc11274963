import type { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { passwordWrites } from '../passwords/password-credentials';
import { hashPassword } from '../passwords/password-hash';
import { newId } from '../store/ids';
import type { User } from '../users/user-collections';
import { findUserByEmail, findUserByPhone, newUser, normalizeEmail } from '../users/user-records';
import type { seedUserSchema } from './schemas';

/** A validated seed request, in the control API's own snake_case field names. */
export type SeedUserRequest = z.output<typeof seedUserSchema>;

/**
 * Creates a user directly, as if it had signed up earlier: with verified factors and, optionally, a
 * password. The password is hashed first; the duplicate checks and the write follow with no await in
 * between, so two concurrent seeds of one email cannot both pass the check.
 */
export async function seedUser(project: Project, input: SeedUserRequest): Promise<User> {
  const hash = input.password === undefined ? undefined : await hashPassword(input.password);
  if (input.email && findUserByEmail(project, input.email)) {
    throw new ApiError('duplicate_email', `A user with the email ${input.email} exists already.`);
  }
  if (input.phone_number && findUserByPhone(project, input.phone_number)) {
    throw new ApiError(
      'duplicate_phone_number',
      `A user with the phone number ${input.phone_number} exists already.`,
    );
  }
  const user = newUser(project, {
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '', ...input.name },
    emails: input.email
      ? [{ email_id: newId('email'), email: normalizeEmail(input.email), verified: input.email_verified }]
      : [],
    phone_numbers: input.phone_number
      ? [{ phone_id: newId('phone-number'), phone_number: input.phone_number, verified: true }]
      : [],
    trusted_metadata: input.trusted_metadata,
    untrusted_metadata: input.untrusted_metadata,
    roles: input.roles,
  });
  if (hash === undefined) return project.collections.users.put(user.user_id, user);
  const withPassword = passwordWrites(project, user, hash, input.password_requires_reset);
  project.commit(withPassword.writes);
  return withPassword.user;
}
