import type { ProjectFeed } from '../../console/port/project-feed';
import type { TestbedApi } from '../../preload/api';

/**
 * The watched project's changes as main pushes them, for the emulator's views to apply in place.
 * Main watches from the testbed's start, so the feed counts as live: a list reads at once, and
 * reads again if the stream (re)connects after. It knows no position: the testbed's views carry no
 * first page to keep.
 */
export function testbedFeed(api: Pick<TestbedApi, 'onEmulatorChanged'>, publicToken: string): ProjectFeed {
  return {
    isLive: true,
    position: undefined,
    subscribe: (listener) =>
      api.onEmulatorChanged((pushed) => {
        if (pushed.publicToken === publicToken) listener(pushed.change);
      }),
  };
}
