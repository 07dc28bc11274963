import {
  COLLECTION_NAMES,
  type CollectionName,
  type CollectionRecords,
  descriptorOf,
} from './collection-table';
import type { CollectionWrite } from './collections';
import type { ProjectSnapshot, ProjectWrite } from './project';
import { secretDigest } from './secret-digest';

/*
 * Emulators before secrets were digested stored magic-link, OAuth and impersonation tokens and
 * passcodes in plain. Their data dirs, journals and exports still load: each such record is given
 * its digest in place of the secret (and its key, when the secret was the key), so tokens sent
 * before an upgrade keep working, and the store rewrites the data dir so the plain values go.
 */

type StoredRecord = Record<string, unknown>;

/** The record with its plain secret replaced by the secret's digest; the record itself when it holds none. */
export function upgradeRecord<K extends CollectionName>(
  name: K,
  record: CollectionRecords[K],
): CollectionRecords[K] {
  const secret = descriptorOf(name).digestedSecret;
  const stored = record as StoredRecord;
  // An import's records are checked after this: anything but an object is left for its schema to refuse.
  if (!secret || typeof stored !== 'object' || stored === null) return record;
  if (typeof stored[secret.plainField] !== 'string' || secret.digestField in stored) return record;
  const { [secret.plainField]: plain, ...rest } = stored;
  return { ...rest, [secret.digestField]: secretDigest(plain as string) } as CollectionRecords[K];
}

/** Whether the collection's records are stored under their secret's digest. */
function isKeyedByDigest(name: CollectionName): boolean {
  const { key, digestedSecret } = descriptorOf(name);
  return digestedSecret?.digestField === key;
}

/** A collection's records upgraded, re-keyed by digest where the secret was their key. */
export function upgradeCollection<K extends CollectionName>(
  name: K,
  records: Record<string, CollectionRecords[K]>,
): Record<string, CollectionRecords[K]> {
  if (!descriptorOf(name).digestedSecret) return records;
  const keyField = descriptorOf(name).key;
  const upgraded: Record<string, CollectionRecords[K]> = {};
  for (const [key, record] of Object.entries(records)) {
    const next = upgradeRecord(name, record);
    const nextKey = next !== record && isKeyedByDigest(name) ? String((next as StoredRecord)[keyField]) : key;
    upgraded[nextKey] = next;
  }
  return upgraded;
}

/**
 * A journal write of an older emulator, upgraded: a put gets the digest (and the digest key), and a
 * delete naming a plain token that is not a key names its digest, which is.
 */
export function upgradeWrite(write: CollectionWrite, isKey: (key: string) => boolean): CollectionWrite {
  const name = write.collection;
  if (!descriptorOf(name).digestedSecret) return write;
  if (write.op === 'delete') {
    return isKeyedByDigest(name) && !isKey(write.key) ? { ...write, key: secretDigest(write.key) } : write;
  }
  const value = upgradeRecord(name, write.value);
  if (value === write.value) return write;
  const key = isKeyedByDigest(name) ? String((value as StoredRecord)[descriptorOf(name).key]) : write.key;
  return { ...write, key, value } as CollectionWrite;
}

function collectionsHoldPlainSecrets(collections: Partial<ProjectSnapshot['collections']>): boolean {
  return COLLECTION_NAMES.some((name) =>
    Object.values(collections[name] ?? {}).some((record) => upgradeRecord(name, record) !== record),
  );
}

function writeHoldsPlainSecrets(write: ProjectWrite): boolean {
  switch (write.op) {
    case 'settings':
    case 'signing_key':
      return false;
    case 'replace':
      return collectionsHoldPlainSecrets(write.snapshot.collections);
    case 'batch':
      return write.writes.some(writeHoldsPlainSecrets);
    case 'put':
      return upgradeRecord(write.collection, write.value) !== write.value;
    case 'delete':
      return false;
  }
}

/** Whether a data dir's snapshot or journal still holds a secret in plain, so the store rewrites it. */
export function holdsPlainSecrets(projects: ProjectSnapshot[], writes: ProjectWrite[]): boolean {
  return (
    projects.some((project) => collectionsHoldPlainSecrets(project.collections)) ||
    writes.some(writeHoldsPlainSecrets)
  );
}
