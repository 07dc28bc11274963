import type { ControlClient } from '@foyer/emulator/control';
import { useEffect, useMemo, useState } from 'react';
import { type ProjectFeed, projectFeed } from '../port/project-feed';
import type { WatchOptions } from '../port/watch-project';

/**
 * The project's change feed, followed while the screen is open, and a number that moves with every
 * change but a logged request, for the views that read again on a change. Lists apply changes from
 * the feed itself; a request changes no record, so only the request log, itself a list, follows those.
 */
export function useProjectFeed(
  control: ControlClient,
  /** Read once, with the control client: what the stream is followed with, besides the page's own. */
  options: WatchOptions = {},
): { feed: ProjectFeed; revision: number } {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options go with the client they came with
  const feed = useMemo(() => projectFeed(control, options), [control]);
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const unsubscribe = feed.subscribe((change) => {
      if (change.kind !== 'request_logged') setRevision((previous) => previous + 1);
    });
    const disconnect = feed.connect();
    return () => {
      disconnect();
      unsubscribe();
    };
  }, [feed]);
  return { feed, revision };
}
