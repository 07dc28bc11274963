import type { ControlClient, StreamPosition } from '@foyer/emulator/control';
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
  /**
   * Where the project stands while the feed is live, as far as the stream has said: its `ready`
   * position, moved on by one for each change announced since. A write announced as several changes
   * moves it further than the emulator's own count, never less, so a list that finds it equal to its
   * first page's position knows nothing it shows has changed. Undefined when the stream did not say.
   */
  readonly position: StreamPosition | undefined;
};

/** The position after one more change: a logged request moves `requests`, anything else `writes`. */
export function movedOn(position: StreamPosition, change: ProjectChange): StreamPosition {
  return change.kind === 'request_logged'
    ? { ...position, requests: position.requests + 1 }
    : { ...position, writes: position.writes + 1 };
}

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
  let position: StreamPosition | undefined;
  return {
    connect() {
      const stop = watchProject(
        control,
        (change) => {
          if (change.kind === 'ready') {
            isLive = true;
            position = change.position;
          } else if (change.kind === 'unreachable') {
            // Changes made until the next `ready` are not announced.
            isLive = false;
            position = undefined;
          } else if (position) {
            position = movedOn(position, change);
          }
          for (const listener of [...listeners]) listener(change);
        },
        options,
      );
      return () => {
        isLive = false;
        position = undefined;
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
    get position() {
      return isLive ? position : undefined;
    },
  };
}
