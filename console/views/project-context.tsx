import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { FirstPages } from '../port/live-list';
import type { ProjectFeed } from '../port/project-feed';
import type { ProjectPort } from '../port/project-port';
import type { ProjectChange } from '../port/watch-project';

/** Where the views run, and what differs there. */
export type ViewHost = {
  /**
   * How a message's link is followed. Absent (the console): every link is a link, opening a new tab.
   * Present (the testbed): an opener for a link back to its own page, which it opens in place so the
   * widget finishes the sign-in there, or null for a link it leaves to be copied.
   */
  openLink?: (url: string) => (() => void) | null;
  /** Tells the host a view's action failed (the testbed shows it in its status line). */
  reportFailure?: (action: string, message: string) => void;
};

export type ProjectView = ViewHost & {
  port: ProjectPort;
  publicToken: string;
  /** Moves whenever the project changed (a write, a reconnection): views without the feed read again on it. */
  revision: number;
  /**
   * The project's changes one by one (the console): lists apply them in place. Absent (the testbed),
   * lists read their first page again whenever `revision` moves.
   */
  feed?: ProjectFeed;
  /** First pages read before the view opened (the console's page carries one): a list takes its own, once. */
  firstPages?: FirstPages;
};

const ProjectContext = createContext<ProjectView | null>(null);

export function ProjectProvider(props: ProjectView & { children: ReactNode }) {
  const { children, ...view } = props;
  return <ProjectContext.Provider value={view}>{children}</ProjectContext.Provider>;
}

export function useProject(): ProjectView {
  const view = useContext(ProjectContext);
  if (!view) throw new Error('an emulator view outside <ProjectProvider>');
  return view;
}

/**
 * The words of a failure: the control API's refusal says what and why. Electron wraps errors from
 * its main process as "Error invoking remote method '…': Error: <message>"; that wrapping goes.
 */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^Error invoking remote method '[^']+': (?:\w*Error: )?/, '');
}

export type ProjectData<T> = {
  data: T;
  /** False until the first read answered (or failed). */
  loaded: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  /** Applies a change to what was read, in place, with no read. */
  update: (change: (data: T) => T) => void;
};

/** Which of the project's changes make data read again: with a feed, only these, its reconnection and a reset. */
export type ReadsAgainOn = (change: ProjectChange) => boolean;

/**
 * Data read through the port, read again whenever the project changes, `key` changes (what the read
 * depends on beyond the project), or the caller asks. Given `readsAgainOn` and a feed (the console),
 * only the changes it names read again, rather than every change of the project. Only the latest
 * read is kept: changes come in bursts, and an older read that answers last would otherwise put
 * stale data back.
 */
export function useProjectData<T>(
  read: (port: ProjectPort) => Promise<T>,
  initial: T,
  key = '',
  readsAgainOn?: ReadsAgainOn,
): ProjectData<T> {
  const { port, revision, publicToken, feed } = useProject();
  const [state, setState] = useState<{ data: T; loaded: boolean; error: string | null }>({
    data: initial,
    loaded: false,
    error: null,
  });
  const latestRead = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;
  const readsAgainOnRef = useRef(readsAgainOn);
  readsAgainOnRef.current = readsAgainOn;
  const refresh = useCallback(() => {
    const thisRead = ++latestRead.current;
    return readRef.current(port).then(
      (data) => {
        if (thisRead === latestRead.current) setState({ data, loaded: true, error: null });
      },
      (failure: unknown) => {
        if (thisRead === latestRead.current)
          setState((previous) => ({ ...previous, loaded: true, error: failureMessage(failure) }));
      },
    );
  }, [port]);
  const isByChange = feed !== undefined && readsAgainOn !== undefined;
  // The revision moves with every change: followed only where the changes are not picked.
  const readAt = isByChange ? 0 : revision;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision, project or key means the data changed
  useEffect(() => {
    void refresh();
  }, [refresh, readAt, publicToken, key]);
  useEffect(() => {
    if (!isByChange) return;
    return feed.subscribe((change) => {
      if (change.kind === 'ready' || change.kind === 'reset' || readsAgainOnRef.current?.(change))
        void refresh();
    });
  }, [feed, isByChange, refresh]);
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => ({ ...previous, data: change(previous.data) }));
  }, []);
  return { ...state, refresh, update };
}

/**
 * Runs a view's action through the port: while it runs `busy` holds its name (buttons disable), and
 * a refusal lands in `error` (shown by the view beside the action) and goes to the host.
 */
export function useAction() {
  const { reportFailure } = useProject();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(action: string, work: () => Promise<T>): Promise<T | undefined> => {
      setBusy(action);
      setError(null);
      try {
        return await work();
      } catch (failure) {
        const message = failureMessage(failure);
        setError(`${action} failed: ${message}`);
        reportFailure?.(action, message);
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [reportFailure],
  );
  return { busy, error, run, clearError: () => setError(null) };
}
