import type { Collection, CollectionWrite } from './collections';

/** Telemetry events kept per project; a new one past this drops the oldest. */
export const MAX_EVENTS_PER_PROJECT = 1000;
/** An event whose stored JSON is longer than this is dropped whole (the client's are under 2 KB). */
export const MAX_EVENT_CHARS = 16 * 1024;
/** Inbox messages kept per project; a new one past this drops the oldest. */
export const MAX_MESSAGES_PER_PROJECT = 1000;
/** A message's text, subject and link are cut to this many characters. */
export const MAX_MESSAGE_FIELD_CHARS = 16 * 1024;

/** What a project dropped to stay bounded, since the emulator started or the project was reset. */
export type DroppedCounts = { events: number; messages: number };

// Kept beside the project rather than in it, by the project object: the counts describe this process, not the data.
const dropped = new WeakMap<object, DroppedCounts>();

export function droppedCounts(project: object): DroppedCounts {
  return { ...(dropped.get(project) ?? { events: 0, messages: 0 }) };
}

export function countDropped(project: object, kind: keyof DroppedCounts, count: number): void {
  if (count <= 0) return;
  const counts = droppedCounts(project);
  counts[kind] += count;
  dropped.set(project, counts);
}

export function forgetDropped(project: object): void {
  dropped.delete(project);
}

/** The deletes that make room for `incoming` new records under `max`: the oldest records first. */
export function oldestOverLimit<K extends string, R>(
  collection: Collection<K, R>,
  incoming: number,
  max: number,
): CollectionWrite<Record<K, R>>[] {
  let excess = collection.size + incoming - max;
  if (excess <= 0) return [];
  const keys = collection.keysWhere(() => excess-- > 0);
  return keys.map((key) => collection.deleteWrite(key));
}
