import type { StreamPosition } from '@foyer/emulator/control';
import { movedOn, type ProjectFeed } from '../../port/project-feed';
import type { ProjectChange } from '../../port/watch-project';

/**
 * A feed whose changes the test announces, as the project's stream would: live from the start (at
 * `position`, if given), or (`isLive: false`) once the test announces `ready`.
 */
export function testFeed({ isLive = true, position }: { isLive?: boolean; position?: StreamPosition } = {}): {
  feed: ProjectFeed;
  announce: (change: ProjectChange) => void;
} {
  const listeners = new Set<(change: ProjectChange) => void>();
  let live = isLive;
  let at = isLive ? position : undefined;
  return {
    feed: {
      get isLive() {
        return live;
      },
      get position() {
        return at;
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    announce: (change) => {
      if (change.kind === 'ready') {
        live = true;
        at = change.position;
      } else if (at && change.kind !== 'unreachable') {
        at = movedOn(at, change);
      }
      for (const listener of [...listeners]) listener(change);
    },
  };
}
