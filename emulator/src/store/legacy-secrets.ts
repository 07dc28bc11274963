import { type CollectionTable, collectionNames } from './collection-table';
import type { CollectionWrite } from './collections';
import type { ProjectSnapshot, ProjectWrite } from './project-snapshot';
import { secretDigest } from './secret-digest';

/*
 * Emulators before secrets were digested stored magic-link, OAuth and impersonation tokens and
 * passcodes in plain. Their data dirs, journals and exports still load: each such record is given
 * its digest in place of the secret (and its key, when the secret was the key), so tokens sent
 * before an upgrade keep working, and the store rewrites the data dir so the plain values go.
 */

type StoredRecord = Record<string, unknown>;
/** A collection's entry in the table; none for a collection the table lacks, whose records hold no known secret. */
type Descriptor = CollectionTable[string] | undefined;

/** The record with its plain secret replaced by the secret's digest; the record itself when it holds none. */
export function upgradeRecord<R>(descriptor: Descriptor, record: R): R {
  const secret = descriptor?.digestedSecret;
  const stored = record as StoredRecord;
  // An import's records are checked after this: anything but an object is left for its schema to refuse.
  if (!secret || typeof stored !== 'object' || stored === null) return record;
  if (typeof stored[secret.plainField] !== 'string' || secret.digestField in stored) return record;
  const { [secret.plainField]: plain, ...rest } = stored;
  return { ...rest, [secret.digestField]: secretDigest(plain as string) } as R;
}

/** Whether the collection's records are stored under their secret's digest. */
function isKeyedByDigest(descriptor: Descriptor): boolean {
  return descriptor !== undefined && descriptor.digestedSecret?.digestField === descriptor.key;
}

/** A collection's records upgraded, re-keyed by digest where the secret was their key. */
export function upgradeCollection<R>(descriptor: Descriptor, records: Record<string, R>): Record<string, R> {
  if (!descriptor?.digestedSecret) return records;
  const upgraded: Record<string, R> = {};
  for (const [key, record] of Object.entries(records)) {
    const next = upgradeRecord(descriptor, record);
    const nextKey =
      next !== record && isKeyedByDigest(descriptor) ? String((next as StoredRecord)[descriptor.key]) : key;
    upgraded[nextKey] = next;
  }
  return upgraded;
}

/**
 * A journal write of an older emulator, upgraded: a put gets the digest (and the digest key), and a
 * delete naming a plain token that is not a key names its digest, which is.
 */
export function upgradeWrite<W extends CollectionWrite>(
  descriptor: Descriptor,
  write: W,
  isKey: (key: string) => boolean,
): W {
  if (!descriptor?.digestedSecret) return write;
  if (write.op === 'delete') {
    return isKeyedByDigest(descriptor) && !isKey(write.key)
      ? { ...write, key: secretDigest(write.key) }
      : write;
  }
  const value = upgradeRecord(descriptor, write.value);
  if (value === write.value) return write;
  const key = isKeyedByDigest(descriptor) ? String((value as StoredRecord)[descriptor.key]) : write.key;
  return { ...write, key, value };
}

function collectionsHoldPlainSecrets(
  table: CollectionTable,
  collections: Partial<ProjectSnapshot['collections']>,
): boolean {
  return collectionNames(table).some((name) =>
    Object.values(collections[name] ?? {}).some((record) => upgradeRecord(table[name], record) !== record),
  );
}

function writeHoldsPlainSecrets(table: CollectionTable, write: ProjectWrite): boolean {
  switch (write.op) {
    case 'settings':
    case 'signing_key':
      return false;
    case 'replace':
      return collectionsHoldPlainSecrets(table, write.snapshot.collections);
    case 'batch':
      return write.writes.some((each) => writeHoldsPlainSecrets(table, each));
    case 'put':
      return upgradeRecord(table[write.collection], write.value) !== write.value;
    case 'delete':
      return false;
  }
}

/** Whether a data dir's snapshot or journal still holds a secret in plain, so the store rewrites it. */
export function holdsPlainSecrets(
  table: CollectionTable,
  projects: ProjectSnapshot[],
  writes: ProjectWrite[],
): boolean {
  return (
    projects.some((project) => collectionsHoldPlainSecrets(table, project.collections)) ||
    writes.some((write) => writeHoldsPlainSecrets(table, write))
  );
}
