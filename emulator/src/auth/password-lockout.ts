import { ApiError } from '../http/api-error';
import type { CollectionWrite } from '../store/collections';
import type { User } from '../store/model';
import type { Project } from '../store/project';

/**
 * Refuses password logins to an account locked by wrong passwords, as the provider's user locks do:
 * 429 `too_many_requests`, the type its password endpoints document for this. The lock lasts
 * `password_lockout_minutes` of the project's time, or until the password is reset.
 */
export function requireNotLockedOut(project: Project, user: User): void {
  const lockedUntil = project.collections.password_failures.get(user.user_id)?.locked_until;
  if (!lockedUntil || project.clock.hasPassed(lockedUntil)) return;
  const minutes = Math.ceil((Date.parse(lockedUntil) - project.clock.now()) / 60_000);
  throw new ApiError(
    429,
    'too_many_requests',
    `This account is locked after ${project.settings.password_lockout_threshold} wrong passwords in a row. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset the password to unlock it now.`,
  );
}

/**
 * Counts a wrong password against the account; the one that reaches the project's threshold locks
 * it. A lock that has run out starts the count afresh.
 */
export function recordWrongPassword(project: Project, user: User): void {
  const { password_lockout_threshold: threshold, password_lockout_minutes: minutes } = project.settings;
  if (threshold === 0) return;
  const previous = project.collections.password_failures.get(user.user_id);
  const expired = previous?.locked_until != null && project.clock.hasPassed(previous.locked_until);
  const failures = (expired ? 0 : (previous?.consecutive_failures ?? 0)) + 1;
  const locks = failures >= threshold;
  project.collections.password_failures.put(user.user_id, {
    user_id: user.user_id,
    consecutive_failures: locks ? 0 : failures,
    locked_until: locks ? project.clock.minutesFromNow(minutes) : null,
    locked_at: locks ? project.clock.nowIso() : null,
  });
}

/** A user's lock as the backend API's user reports it (`is_locked`, and the lock's times while it holds). */
export type UserLock = { is_locked: boolean; lock_created_at?: string; lock_expires_at?: string };

/** Whether wrong passwords lock the user now, on the project's clock; a lock that ran out is no lock. */
export function userLockOf(project: Project, userId: string): UserLock {
  const failures = project.collections.password_failures.get(userId);
  const lockedUntil = failures?.locked_until;
  if (!lockedUntil || project.clock.hasPassed(lockedUntil)) return { is_locked: false };
  return {
    is_locked: true,
    ...(failures.locked_at && { lock_created_at: failures.locked_at }),
    lock_expires_at: lockedUntil,
  };
}

/**
 * The write that forgets an account's wrong passwords and lifts its lock (a right password, a new
 * one), or none when there is nothing to forget, so a login costs no extra journal write.
 */
export function clearPasswordFailuresWrites(project: Project, userId: string): CollectionWrite[] {
  const failures = project.collections.password_failures;
  return failures.has(userId) ? [failures.deleteWrite(userId)] : [];
}
