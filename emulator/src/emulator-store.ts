import { COLLECTIONS, type CollectionName, type CollectionRecords } from './collections';
import { DEFAULT_SETTINGS, type ProjectSettings } from './settings/project-settings';
import type {
  CollectionWrite as AnyCollectionWrite,
  Collection as StoreCollection,
} from './store/collections';
import type { JournalOptions } from './store/journal';
import type { Project as StoreProject } from './store/project';
import type {
  ProjectSnapshot as StoreProjectSnapshot,
  SingleWrite as StoreSingleWrite,
} from './store/project-snapshot';
import { ProjectStore } from './store/store';

/*
 * The store with the emulator's products in it. The store below names no product: it is handed the
 * collection table (collections.ts) and the settings a new project starts with, and these are its
 * types for that table, so `project.collections.users.get(id)` is a `User`.
 */

type Table = typeof COLLECTIONS;

const LAYOUT = { collections: COLLECTIONS, defaultSettings: DEFAULT_SETTINGS };

/** One project: its settings, its signing key, one collection per entry of the table. */
export type Project = StoreProject<Table, ProjectSettings>;
export type Collection<K extends CollectionName> = StoreCollection<K, CollectionRecords[K]>;
export type CollectionWrite = AnyCollectionWrite<CollectionRecords>;
/** A whole project as plain JSON: the snapshot format, and what export and import exchange. */
export type ProjectSnapshot = StoreProjectSnapshot<Table, ProjectSettings>;
export type SingleWrite = StoreSingleWrite<Table, ProjectSettings>;

/** All projects of one emulator, in memory or kept in a data directory (see store/store). */
export type EmulatorStore = ProjectStore<Table, ProjectSettings>;

export const EmulatorStore = {
  inMemory: (): EmulatorStore => ProjectStore.inMemory(LAYOUT),
  /** Opens the store kept in `dir`, replaying its journal. */
  open: (dir: string, options?: JournalOptions): EmulatorStore => ProjectStore.open(dir, LAYOUT, options),
};
