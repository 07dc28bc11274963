import type { ProjectFeed } from '../../port/project-feed';
import type { ProjectChange } from '../../port/watch-project';

/**
 * A feed whose changes the test announces, as the project's stream would: live from the start, or
 * (`isLive: false`) once the test announces `ready`.
 */
export function testFeed({ isLive = true } = {}): {
  feed: ProjectFeed;
  announce: (change: ProjectChange) => void;
} {
  const listeners = new Set<(change: ProjectChange) => void>();
  let live = isLive;
  return {
    feed: {
      get isLive() {
        return live;
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    announce: (change) => {
      if (change.kind === 'ready') live = true;
      for (const listener of [...listeners]) listener(change);
    },
  };
}
