import { CONSOLE_PAGE_SIZE } from '@foyer/emulator/control';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ListSource, LiveList, type LiveListState } from '../port/live-list';
import type { ProjectPort } from '../port/project-port';
import { failureMessage, useProject } from './project-context';

const NOTHING_YET: LiveListState<never> = {
  records: [],
  total: 0,
  hasMore: false,
  loaded: false,
  error: null,
};

export type LiveListView<T> = LiveListState<T> & {
  loadMore: () => Promise<void>;
  reread: () => Promise<void>;
  /** Shows a record the view itself made, wherever paging has got to. */
  add: (record: T) => void;
};

/**
 * A project's list as a view shows it: the first page, the next on `loadMore`, kept current by the
 * project's feed. A new search starts a new list; what the old one showed stays until it answers,
 * so typing never blanks the list. `sourceOf` must not change between renders (a module function).
 */
export function useLiveList<T>(sourceOf: (port: ProjectPort) => ListSource<T>, query = ''): LiveListView<T> {
  const { port, feed, revision, publicToken, firstPages } = useProject();
  const [state, setState] = useState<LiveListState<T>>(NOTHING_YET);
  const list = useRef<LiveList<T> | null>(null);

  // Started before the page is painted, so a first page the console's page carried is drawn in the
  // first frame, not one frame after an empty list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new project, port, feed or search is a new list
  useLayoutEffect(() => {
    const source = sourceOf(port);
    const live = new LiveList(source, {
      query,
      // A screenful many times over, a fraction of a large project. The page carries fewer (the first
      // screenfuls), and the list reads on from its cursor a full page at a time.
      pageSize: CONSOLE_PAGE_SIZE,
      onState: setState,
      describeFailure: failureMessage,
    });
    list.current = live;
    live.start(feed, query.trim() === '' ? firstPages?.take<T>(source.name) : undefined);
    return () => live.stop();
  }, [port, feed, query, publicToken]);

  // Without a feed (the testbed), the host's revision says when to read again.
  const firstRevision = useRef(revision);
  useEffect(() => {
    if (!feed && revision !== firstRevision.current) void list.current?.reread();
  }, [feed, revision]);

  // Stable, so a windowed list can hand `loadMore` to an effect.
  const loadMore = useCallback(() => list.current?.loadMore() ?? Promise.resolve(), []);
  const reread = useCallback(() => list.current?.reread() ?? Promise.resolve(), []);
  const add = useCallback((record: T) => list.current?.add(record), []);
  return { ...state, loadMore, reread, add };
}
