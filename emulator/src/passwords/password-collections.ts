import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/**
 * A user's wrong passwords since the last right one, and the lock they set: after the project's
 * `password_lockout_threshold` in a row, password logins are refused until `locked_until`.
 */
export type PasswordFailures = {
  user_id: string;
  consecutive_failures: number;
  locked_until: string | null;
  /** When the current lock began; absent in records written before it was kept. */
  locked_at?: string | null;
};

/** A user's password, hashed; the public `User.password` only says that one exists. */
export type PasswordHash = { user_id: string; password_id: string; hash: string; updated_at: string };

/** How new passwords are judged; `none` takes any non-empty password that is not breached. */
export type PasswordPolicy =
  | { policy: 'zxcvbn' }
  | { policy: 'luds'; min_length: number; min_complexity: 1 | 2 | 3 | 4 }
  | { policy: 'none' };

export const passwordHashesCollection = describeCollection<PasswordHash>({
  key: 'user_id',
  owner: 'user_id',
  schema: z.looseObject({ user_id: z.string(), hash: z.string() }),
});

export const passwordFailuresCollection = describeCollection<PasswordFailures>({
  key: 'user_id',
  owner: 'user_id',
  schema: z.looseObject({
    user_id: z.string(),
    consecutive_failures: z.number().int().min(0),
    locked_until: z.string().nullable(),
  }),
});
