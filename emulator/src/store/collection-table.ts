import type { ClockRecord } from './clock-collection';
import type { CollectionDescriptor, RecordOf } from './collection-descriptor';

/**
 * Every collection a project stores, by name, in the order snapshots, exports and the user-delete
 * cascade list them. Products declare their collections beside their records; the table is assembled
 * above the store (src/collections.ts) and handed to it when it is created, so the store names no
 * product. The one collection the store reads itself is its `clock`.
 */
export type CollectionTable = {
  // biome-ignore lint/suspicious/noExplicitAny: each entry holds its own record type; RecordsOf recovers it.
  readonly [name: string]: CollectionDescriptor<any>;
  readonly clock: CollectionDescriptor<ClockRecord>;
};

/** The record type each collection of a table stores, by name. */
export type RecordsOf<T extends CollectionTable> = { [K in keyof T & string]: RecordOf<T[K]> };

/** The settings the store itself reads; the rest are the products'. */
export type BaseSettings = { project_name: string };

/** What a store is created with: the collections its projects hold, and the settings a new project starts with. */
export type ProjectLayout<T extends CollectionTable, S extends BaseSettings> = {
  readonly collections: T;
  readonly defaultSettings: S;
};

/** The table's names, in its order. */
export function collectionNames<T extends CollectionTable>(table: T): (keyof T & string)[] {
  return Object.keys(table);
}
