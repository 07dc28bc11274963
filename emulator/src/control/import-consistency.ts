import type { CollectionName } from '../store/collections';

/** The field each collection's records are keyed by: an import whose keys differ would be looked up wrong. */
const KEY_FIELD: Record<CollectionName, string> = {
  users: 'user_id',
  sessions: 'session_id',
  messages: 'message_id',
  events: 'event_id',
  faults: 'fault_id',
  email_tokens: 'token',
  otps: 'otp_id',
  password_hashes: 'user_id',
};

/** Collections whose records belong to a user; routes look that user up and must find it. */
const OWNED_BY_USER = ['sessions', 'email_tokens', 'otps', 'password_hashes'] as const;

export type ImportProblem = { path: string[]; message: string };

type ImportedCollections = Record<CollectionName, Record<string, Record<string, unknown>>>;

/**
 * What is wrong across the records of an import, which each record's own schema cannot see: a key
 * that is not the record's id, or a session, token, passcode or password of a user the import lacks.
 */
export function findImportProblems(collections: ImportedCollections): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const name of Object.keys(KEY_FIELD) as CollectionName[]) {
    const field = KEY_FIELD[name];
    for (const [key, record] of Object.entries(collections[name])) {
      if (record[field] !== key) {
        problems.push({
          path: ['collections', name, key, field],
          message: `the record is stored under ${key}, but its ${field} is ${JSON.stringify(record[field])}`,
        });
      }
    }
  }
  for (const name of OWNED_BY_USER) {
    for (const [key, record] of Object.entries(collections[name])) {
      if (!Object.hasOwn(collections.users, String(record.user_id))) {
        problems.push({
          path: ['collections', name, key, 'user_id'],
          message: `belongs to user ${String(record.user_id)}, which the import does not hold`,
        });
      }
    }
  }
  return problems;
}
