import { COLLECTION_NAMES, type CollectionName, descriptorOf } from '../collections';

export type ImportProblem = { path: string[]; message: string };

type ImportedCollections = Record<CollectionName, Record<string, object>>;

/**
 * What is wrong across the records of an import, which each record's own schema cannot see: a key
 * that is not the record's `key` field, a record whose `owner` is a user the import lacks (routes
 * look that user up and must find it), and two records with the same `lookupKey` (a session token,
 * a WebAuthn credential id: a lookup would find only one of them). All come from the collection table.
 * Runs only on records that passed their schema, so the fields the lookup reads are there.
 */
export function findImportProblems(collections: ImportedCollections): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const name of COLLECTION_NAMES) {
    const { key: field, owner, lookupKey } = descriptorOf(name);
    const lookedUp = new Map<string, string>();
    for (const [key, record] of Object.entries(collections[name]) as [string, Record<string, unknown>][]) {
      if (record[field] !== key) {
        problems.push({
          path: ['collections', name, key, field],
          message: `the record is stored under ${key}, but its ${field} is ${JSON.stringify(record[field])}`,
        });
      }
      if (owner !== undefined && !Object.hasOwn(collections.users, String(record[owner]))) {
        problems.push({
          path: ['collections', name, key, owner],
          message: `belongs to user ${String(record[owner])}, which the import does not hold`,
        });
      }
      if (lookupKey !== undefined) {
        const value = (lookupKey as (record: object) => string)(record);
        const earlier = lookedUp.get(value);
        if (earlier !== undefined) {
          problems.push({
            path: ['collections', name, key],
            message: `is found by the same lookup value as ${earlier}; each must be unique`,
          });
        }
        lookedUp.set(value, key);
      }
    }
  }
  return problems;
}
