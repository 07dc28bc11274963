import type { z } from 'zod';
import { hashPassword } from '../auth/password-hash';
import { ApiError } from '../http/api-error';
import { newId, nowIso } from '../store/ids';
import type { User } from '../store/model';
import type { Project } from '../store/project';
import { findUserByEmail, findUserByPhone, newUser, normalizeEmail } from '../store/users';
import type { seedUserSchema } from './schemas';

export type SeedUserInput = z.output<typeof seedUserSchema>;

/** Creates a user directly, as if it had signed up earlier: with verified factors and, optionally, a password. */
export async function seedUser(project: Project, input: SeedUserInput): Promise<User> {
  if (input.email && findUserByEmail(project, input.email)) {
    throw new ApiError(409, 'duplicate_email', `A user with the email ${input.email} exists already.`);
  }
  if (input.phone_number && findUserByPhone(project, input.phone_number)) {
    throw new ApiError(
      409,
      'duplicate_phone_number',
      `A user with the phone number ${input.phone_number} exists already.`,
    );
  }
  const passwordId = input.password === undefined ? undefined : newId('password');
  const user = newUser({
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '', ...input.name },
    emails: input.email
      ? [{ email_id: newId('email'), email: normalizeEmail(input.email), verified: input.email_verified }]
      : [],
    phone_numbers: input.phone_number
      ? [{ phone_id: newId('phone-number'), phone_number: input.phone_number, verified: true }]
      : [],
    password: passwordId ? { password_id: passwordId, requires_reset: input.password_requires_reset } : null,
    trusted_metadata: input.trusted_metadata,
    untrusted_metadata: input.untrusted_metadata,
    roles: input.roles,
  });
  if (input.password !== undefined && passwordId) {
    const hash = await hashPassword(input.password);
    project.passwordHashes.put(user.user_id, {
      user_id: user.user_id,
      password_id: passwordId,
      hash,
      updated_at: nowIso(),
    });
  }
  return project.users.put(user.user_id, user);
}
