import type { Project } from '../emulator-store';
import type { EmulatorContext } from '../http/env';
import { okFlat } from '../http/envelope';
import type { User } from './user-collections';
import { type UserLock, userLockOf } from './user-lock';

/**
 * Answers as the provider's backend API does: the fields at the top level (no `data` wrapper, unlike
 * the browser API), with `request_id` and `status_code` beside them. Errors keep the shared envelope.
 * Every user in the answer (the answer itself when it is a user, its `user`, its search `results`)
 * carries its lock (`is_locked`, and the lock's times while it holds), as every user object of the
 * provider's does. An answer that carries a `user` (users.update echoes the user's contacts beside
 * it) is no user itself, so the lock goes on its `user` only.
 */
export function backendOk<T extends object>(c: EmulatorContext, data: T, status: 200 | 201 = 200): Response {
  const project = c.get('backendProject');
  return okFlat(c, project ? withUserLocks(project, data) : data, status);
}

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && 'user_id' in value && 'emails' in value;
}

function withUserLocks<T extends object>(project: Project, data: T): T {
  const locked = (user: User): User & UserLock => ({ ...user, ...userLockOf(project, user.user_id) });
  const answer: Record<string, unknown> =
    isUser(data) && !('user' in data) ? locked(data) : { ...(data as Record<string, unknown>) };
  if (isUser(answer.user)) answer.user = locked(answer.user);
  if (Array.isArray(answer.results)) {
    answer.results = answer.results.map((entry: unknown) => (isUser(entry) ? locked(entry) : entry));
  }
  return answer as T;
}
