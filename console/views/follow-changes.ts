import { useEffect, useRef } from 'react';
import type { ProjectChange } from '../port/watch-project';
import { type ProjectData, type ReadsAgainOn, useProject } from './project-context';

/**
 * Read again when one of these collections changed (the stream's `records_changed`), and on no other
 * change: a read-only SDK request, or a write to the rest of the project, leaves the data as read.
 */
export function onChangeOf(...collections: string[]): ReadsAgainOn {
  const watched = new Set(collections);
  return (change) => change.kind === 'records_changed' && watched.has(change.collection);
}

/** Read again on no change but the stream's reconnection and a reset: the data changes only as applied. */
export const ON_NO_CHANGE: ReadsAgainOn = () => false;

/**
 * Applies the feed's changes to data already read, in place and with no read: `apply` answers the
 * data as the change leaves it (the same data for a change that does not concern it).
 */
export function useChangesApplied<T>(
  data: ProjectData<T>,
  apply: (shown: T, change: ProjectChange) => T,
): void {
  const { feed } = useProject();
  const { update } = data;
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(
    () => feed?.subscribe((change) => update((shown) => applyRef.current(shown, change))),
    [feed, update],
  );
}
