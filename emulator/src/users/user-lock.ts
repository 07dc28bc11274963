import type { CollectionWrite, Project } from '../emulator-store';
import { ApiError } from '../http/api-error';

/**
 * The provider's user locks: after `password_lockout_threshold` failed sign-ins in a row (a wrong
 * password or a wrong passcode, whichever method), the user may not sign in with either for
 * `password_lockout_minutes` of the project's time, or until the password is reset. The provider
 * answers such a user `user_lock_limit_reached`, 429. (The settings keep their first names: they
 * were the password lockout before passcodes counted too.)
 */
export function requireNotLocked(project: Project, userId: string): void {
  const lockedUntil = project.collections.password_failures.get(userId)?.locked_until;
  if (!lockedUntil || project.clock.hasPassed(lockedUntil)) return;
  const minutes = Math.ceil((Date.parse(lockedUntil) - project.clock.now()) / 60_000);
  throw new ApiError(
    'user_lock_limit_reached',
    `This user is locked after ${project.settings.password_lockout_threshold} failed sign-ins in a row. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset the password to unlock it now.`,
  );
}

/**
 * Counts a failed sign-in (a wrong password or passcode) against the user; the one that reaches the
 * project's threshold locks it. A lock that has run out starts the count afresh.
 */
export function recordFailedSignIn(project: Project, userId: string): void {
  const { password_lockout_threshold: threshold, password_lockout_minutes: minutes } = project.settings;
  if (threshold === 0) return;
  const previous = project.collections.password_failures.get(userId);
  const expired = previous?.locked_until != null && project.clock.hasPassed(previous.locked_until);
  const failures = (expired ? 0 : (previous?.consecutive_failures ?? 0)) + 1;
  const locks = failures >= threshold;
  // One reading of the clock: read twice, a millisecond could pass between the lock's start and end.
  const now = project.clock.now();
  project.collections.password_failures.put(userId, {
    user_id: userId,
    consecutive_failures: locks ? 0 : failures,
    locked_until: locks ? new Date(now + minutes * 60_000).toISOString() : null,
    locked_at: locks ? new Date(now).toISOString() : null,
  });
}

/** A user's lock as the backend API's user reports it (`is_locked`, and the lock's times while it holds). */
export type UserLock = { is_locked: boolean; lock_created_at?: string; lock_expires_at?: string };

/** Whether failed sign-ins lock the user now, on the project's clock; a lock that ran out is no lock. */
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
 * The write that forgets a user's failed sign-ins and lifts the lock (a right password or passcode, a
 * new password), or none when there is nothing to forget, so a sign-in costs no extra journal write.
 */
export function clearFailedSignInsWrites(project: Project, userId: string): CollectionWrite[] {
  const failures = project.collections.password_failures;
  return failures.has(userId) ? [failures.deleteWrite(userId)] : [];
}
