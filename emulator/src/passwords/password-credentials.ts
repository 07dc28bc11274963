import { randomUUID } from 'node:crypto';
import type { CollectionWrite, Project } from '../emulator-store';
import type { ProjectSettings } from '../settings/project-settings';
import { newId } from '../store/ids';
import type { User } from '../users/user-collections';
import { requireUser } from '../users/user-contacts';
import { clearFailedSignInsWrites } from '../users/user-lock';
import { hashPassword, verifyPassword } from './password-hash';
import type { StrengthPolicy } from './strength-check';

/** The emulator always checks new passwords against its leak list, as the provider does by default. */
export const BREACH_DETECTION_ON_CREATE = true;

export function strengthPolicyOf(settings: Readonly<ProjectSettings>): StrengthPolicy {
  const policy = settings.password_policy;
  switch (policy.policy) {
    case 'luds':
      return { kind: 'luds', minLength: policy.min_length, minComplexity: policy.min_complexity };
    case 'zxcvbn':
    case 'none':
      return { kind: policy.policy };
  }
}

/**
 * The writes that give a user this password hash, for one journal entry: the hash, the user saying
 * it has a password, and forgetting its wrong guesses (a new password lifts a lockout).
 * `requiresReset` marks a seeded password that must be replaced.
 */
export function passwordWrites(
  project: Project,
  user: User,
  hash: string,
  requiresReset = false,
): { user: User; writes: CollectionWrite[] } {
  const passwordId = user.password?.password_id ?? newId('password');
  const updated: User = { ...user, password: { password_id: passwordId, requires_reset: requiresReset } };
  const record = { user_id: user.user_id, password_id: passwordId, hash, updated_at: project.clock.nowIso() };
  return {
    user: updated,
    writes: [
      project.collections.password_hashes.putWrite(user.user_id, record),
      project.collections.users.putWrite(user.user_id, updated),
      ...clearFailedSignInsWrites(project, user.user_id),
    ],
  };
}

/**
 * Stores a new password for the user (clearing any reset requirement) and returns the updated user.
 * The user is read again after hashing, so a change made meanwhile by another request is kept.
 */
export async function setUserPassword(project: Project, userId: string, password: string): Promise<User> {
  const hash = await hashPassword(password);
  const { user, writes } = passwordWrites(project, requireUser(project, userId), hash);
  project.commit(writes);
  return user;
}

// Hashed once, lazily, from a random password nobody knows: what unknown emails are checked against.
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` is the user's. Unknown users and users without a password are checked against
 * a dummy hash, so the answer takes as long as for a real account and timing does not reveal one.
 */
export async function isUsersPassword(
  project: Project,
  user: User | undefined,
  password: string,
): Promise<boolean> {
  const stored = user && project.collections.password_hashes.get(user.user_id);
  dummyHash ??= hashPassword(randomUUID());
  const matches = await verifyPassword(password, stored?.hash ?? (await dummyHash));
  return stored !== undefined && matches;
}
