import type { ControlClient } from '@foyer/emulator/control';
import { type ProjectChange, type WatchOptions, watchProject } from './watch-project';

/** The project's changes, for every open view to follow. */
export type ProjectFeed = {
  /** Calls `listener` with each change until the returned function is called. */
  subscribe(listener: (change: ProjectChange) => void): () => void;
  /**
   * Whether the stream has answered: from then on every change is announced, so a list read now
   * misses none. Until then a list waits for `ready` before its first read.
   */
  readonly isLive: boolean;
};

/**
 * One project's stream for any number of listeners: `connect` follows it (again, after the returned
 * stop), so the feed can exist before a view subscribes and outlive a remount.
 */
export function projectFeed(
  control: Pick<ControlClient, 'streamUrl' | 'requestHeaders'>,
  options: WatchOptions = {},
): ProjectFeed & { connect: () => () => void } {
  const listeners = new Set<(change: ProjectChange) => void>();
  let isLive = false;
  return {
    connect() {
      const stop = watchProject(
        control,
        (change) => {
          if (change.kind === 'ready') isLive = true;
          // Changes made until the next `ready` are not announced.
          if (change.kind === 'unreachable') isLive = false;
          for (const listener of [...listeners]) listener(change);
        },
        options,
      );
      return () => {
        isLive = false;
        stop();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get isLive() {
      return isLive;
    },
  };
}
