import type { ProjectFeed } from '../../port/project-feed';
import type { ProjectChange } from '../../port/watch-project';

/** A live feed whose changes the test announces, as the project's stream would. */
export function testFeed(): { feed: ProjectFeed; announce: (change: ProjectChange) => void } {
  const listeners = new Set<(change: ProjectChange) => void>();
  return {
    feed: {
      isLive: true,
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    announce: (change) => {
      for (const listener of [...listeners]) listener(change);
    },
  };
}
