import type { ControlClient } from '@foyer/emulator/control';
import { useEffect, useMemo, useState } from 'react';
import { type ProjectFeed, projectFeed } from '../port/project-feed';

/**
 * The project's change feed, followed while the screen is open, and a number that moves with every
 * change but a logged request, for the views that read again on a change. Lists apply changes from
 * the feed itself; a request changes no record, so only the request log, itself a list, follows those.
 */
export function useProjectFeed(control: ControlClient): { feed: ProjectFeed; revision: number } {
  const feed = useMemo(() => projectFeed(control), [control]);
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
