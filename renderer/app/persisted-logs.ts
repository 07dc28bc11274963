import { snapshot, subscribe } from 'valtio';
import type { EventEntry, Mutation, TestbedState } from './testbed-store';

/** Per tab: a second testbed window keeps its own story. */
const STORAGE_KEY = 'foyer-testbed:logs';
/** Where a page that is about to navigate itself says why, for the next page's reload entry. */
const REASON_KEY = 'foyer-testbed:next-load-reason';

/** What survives a reload of each log; sessionStorage holds a few megabytes, shared with nothing else here. */
export const PERSISTED_LOG_LIMIT = 500;

export type LogStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type SavedLogs = { events: EventEntry[]; mutations: Mutation[] };

function readSaved(storage: LogStorage): SavedLogs | null {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<SavedLogs> | null;
    if (!saved || !Array.isArray(saved.events) || !Array.isArray(saved.mutations)) return null;
    return { events: saved.events, mutations: saved.mutations };
  } catch {
    return null;
  }
}

/** Remembers why this page is about to load another one (a link opened from the Inbox, say). */
export function noteNextLoadReason(storage: LogStorage, reason: string): void {
  storage.setItem(REASON_KEY, reason);
}

/**
 * Puts the previous page's logs back in front of this page's, ending with a "Page reloaded" entry
 * in each that says why when the previous page told us (else `fallbackReason`). A first page in
 * the tab has nothing to restore and adds nothing.
 */
export function restoreLogs(
  store: TestbedState,
  storage: LogStorage,
  fallbackReason: string,
  at: number,
): void {
  const saved = readSaved(storage);
  const reason = storage.getItem(REASON_KEY) ?? fallbackReason;
  storage.removeItem(REASON_KEY);
  if (!saved) return;
  // This page numbers its entries from 1 again: the restored ones take the ids below that.
  let id = -(saved.events.length + saved.mutations.length + 2);
  const events: EventEntry[] = saved.events.map((entry) => ({ ...entry, id: id++ }));
  events.push({ id: id++, at, source: 'host', name: 'Page reloaded', args: [{ reason }] });
  const mutations: Mutation[] = saved.mutations.map((entry) => ({ ...entry, id: id++ }));
  mutations.push({ id: id++, at, op: 'reload', reason });
  store.events.unshift(...events);
  store.mutations.unshift(...mutations);
}

/** Saves both logs whenever either changes, the newest `limit` of each; returns the unsubscribe. */
export function persistLogs(
  store: TestbedState,
  storage: LogStorage,
  limit = PERSISTED_LOG_LIMIT,
): () => void {
  const save = (logs: SavedLogs) => {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(logs));
    } catch {
      // Over the quota (huge state values): keep the newer half rather than nothing.
      const half = Math.max(1, Math.floor(limit / 2));
      try {
        storage.setItem(
          STORAGE_KEY,
          JSON.stringify({ events: logs.events.slice(-half), mutations: logs.mutations.slice(-half) }),
        );
      } catch {
        storage.removeItem(STORAGE_KEY);
      }
    }
  };
  const newest = (snap: ReturnType<typeof snapshot<TestbedState>>): SavedLogs => ({
    events: snap.events.slice(-limit) as EventEntry[],
    mutations: snap.mutations.slice(-limit) as Mutation[],
  });
  let last = snapshot(store);
  save(newest(last));
  // Snapshots keep the identity of parts that did not change: cookie and emulator updates skip the write.
  return subscribe(store, () => {
    const next = snapshot(store);
    if (next.events !== last.events || next.mutations !== last.mutations) save(newest(next));
    last = next;
  });
}
