/**
 * What one write did, as the journal records it and change listeners see it; `Records` names each
 * collection's record type.
 */
export type CollectionWrite<Records = Record<string, unknown>> = {
  [K in keyof Records & string]:
    | { op: 'put'; collection: K; key: string; value: Records[K] }
    | { op: 'delete'; collection: K; key: string };
}[keyof Records & string];

/**
 * A keyed set of records of one kind, in insertion order. Records are plain JSON; change one by
 * `put`ting a new value, never by mutating what `get` returned, so every change reaches the journal.
 * `put` and `delete` only hand the write to the project, which journals it first and then applies it
 * here through `restore`: a write the journal refuses leaves memory unchanged.
 */
export class Collection<K extends string, R> {
  readonly #records = new Map<string, R>();
  /** Record keys by `lookupKey(record)`, for collections that are searched by something other than their key. */
  readonly #lookup = new Map<string, string>();
  readonly #lookupKey: ((record: R) => string) | undefined;

  constructor(
    readonly name: K,
    private readonly commit: (write: CollectionWrite<Record<K, R>>) => void,
    lookupKey?: (record: R) => string,
  ) {
    this.#lookupKey = lookupKey;
  }

  /** The record whose `lookupKey` is `value`, in one Map lookup. */
  lookup(value: string): R | undefined {
    const key = this.#lookup.get(value);
    return key === undefined ? undefined : this.#records.get(key);
  }

  get(key: string): R | undefined {
    return this.#records.get(key);
  }

  has(key: string): boolean {
    return this.#records.has(key);
  }

  /** Records oldest first. */
  all(): R[] {
    return [...this.#records.values()];
  }

  find(predicate: (record: R) => boolean): R | undefined {
    for (const record of this.#records.values()) if (predicate(record)) return record;
    return undefined;
  }

  filter(predicate: (record: R) => boolean): R[] {
    return this.all().filter(predicate);
  }

  /** The keys of the records that match, oldest first. */
  keysWhere(predicate: (record: R) => boolean): string[] {
    const keys: string[] = [];
    for (const [key, record] of this.#records) if (predicate(record)) keys.push(key);
    return keys;
  }

  get size(): number {
    return this.#records.size;
  }

  put(key: string, value: R): R {
    this.commit(this.putWrite(key, value));
    return value;
  }

  delete(key: string): boolean {
    if (!this.#records.has(key)) return false;
    this.commit(this.deleteWrite(key));
    return true;
  }

  /** The write `put` would make, for a batch of writes that must reach the journal as one entry. */
  putWrite(key: string, value: R): CollectionWrite<Record<K, R>> {
    return { op: 'put', collection: this.name, key, value } as CollectionWrite<Record<K, R>>;
  }

  deleteWrite(key: string): CollectionWrite<Record<K, R>> {
    return { op: 'delete', collection: this.name, key } as CollectionWrite<Record<K, R>>;
  }

  /** Applies a write that is already durable (journal replay, import, a committed write). */
  restore(write: CollectionWrite<Record<K, R>>): void {
    const old = this.#records.get(write.key);
    if (old && this.#lookupKey) this.#lookup.delete(this.#lookupKey(old));
    if (write.op === 'delete') {
      this.#records.delete(write.key);
      return;
    }
    const value = write.value as R;
    this.#records.set(write.key, value);
    if (this.#lookupKey) this.#lookup.set(this.#lookupKey(value), write.key);
  }

  clear(): void {
    this.#records.clear();
    this.#lookup.clear();
  }

  toJSON(): Record<string, R> {
    return Object.fromEntries(this.#records);
  }
}
