import type { CollectionName, CollectionRecords } from './collection-table';

/** What one write did, as the journal records it and change listeners see it. */
export type CollectionWrite = {
  [K in CollectionName]:
    | { op: 'put'; collection: K; key: string; value: CollectionRecords[K] }
    | { op: 'delete'; collection: K; key: string };
}[CollectionName];

/**
 * A keyed set of records of one kind, in insertion order. Records are plain JSON; change one by
 * `put`ting a new value, never by mutating what `get` returned, so every change reaches the journal.
 * `put` and `delete` only hand the write to the project, which journals it first and then applies it
 * here through `restore`: a write the journal refuses leaves memory unchanged.
 */
export class Collection<K extends CollectionName> {
  readonly #records = new Map<string, CollectionRecords[K]>();
  /** Record keys by `lookupKey(record)`, for collections that are searched by something other than their key. */
  readonly #lookup = new Map<string, string>();
  readonly #lookupKey: ((record: CollectionRecords[K]) => string) | undefined;

  constructor(
    readonly name: K,
    private readonly commit: (write: CollectionWrite) => void,
    lookupKey?: (record: CollectionRecords[K]) => string,
  ) {
    this.#lookupKey = lookupKey;
  }

  /** The record whose `lookupKey` is `value`, in one Map lookup. */
  lookup(value: string): CollectionRecords[K] | undefined {
    const key = this.#lookup.get(value);
    return key === undefined ? undefined : this.#records.get(key);
  }

  get(key: string): CollectionRecords[K] | undefined {
    return this.#records.get(key);
  }

  has(key: string): boolean {
    return this.#records.has(key);
  }

  /** Records oldest first. */
  all(): CollectionRecords[K][] {
    return [...this.#records.values()];
  }

  find(predicate: (record: CollectionRecords[K]) => boolean): CollectionRecords[K] | undefined {
    for (const record of this.#records.values()) if (predicate(record)) return record;
    return undefined;
  }

  filter(predicate: (record: CollectionRecords[K]) => boolean): CollectionRecords[K][] {
    return this.all().filter(predicate);
  }

  /** The keys of the records that match, oldest first. */
  keysWhere(predicate: (record: CollectionRecords[K]) => boolean): string[] {
    const keys: string[] = [];
    for (const [key, record] of this.#records) if (predicate(record)) keys.push(key);
    return keys;
  }

  get size(): number {
    return this.#records.size;
  }

  put(key: string, value: CollectionRecords[K]): CollectionRecords[K] {
    this.commit(this.putWrite(key, value));
    return value;
  }

  delete(key: string): boolean {
    if (!this.#records.has(key)) return false;
    this.commit(this.deleteWrite(key));
    return true;
  }

  /** The write `put` would make, for a batch of writes that must reach the journal as one entry. */
  putWrite(key: string, value: CollectionRecords[K]): CollectionWrite {
    return { op: 'put', collection: this.name, key, value } as CollectionWrite;
  }

  deleteWrite(key: string): CollectionWrite {
    return { op: 'delete', collection: this.name, key } as CollectionWrite;
  }

  /** Applies a write that is already durable (journal replay, import, a committed write). */
  restore(write: CollectionWrite): void {
    const old = this.#records.get(write.key);
    if (old && this.#lookupKey) this.#lookup.delete(this.#lookupKey(old));
    if (write.op === 'delete') {
      this.#records.delete(write.key);
      return;
    }
    const value = write.value as CollectionRecords[K];
    this.#records.set(write.key, value);
    if (this.#lookupKey) this.#lookup.set(this.#lookupKey(value), write.key);
  }

  clear(): void {
    this.#records.clear();
    this.#lookup.clear();
  }

  toJSON(): Record<string, CollectionRecords[K]> {
    return Object.fromEntries(this.#records);
  }
}
