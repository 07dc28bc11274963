import { type ReactNode, useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { describeLink } from '../../console/views/message-links';
import { ProjectProvider } from '../../console/views/project-context';
import { noteNextLoadReason } from '../app/persisted-logs';
import { useTestbed } from '../app/testbed-context';
import { testbedFeed } from './testbed-feed';
import { testbedPort } from './testbed-port';

/**
 * The emulator's views (console/views) for the page's project, over the testbed's bridge: their
 * lists apply the changes main pushes, the rest re-read on them, open links back to this page in place (the widget finishes
 * the sign-in here), and report failures to the status line.
 */
export function TestbedProject(props: { children: ReactNode }) {
  const { api, store } = useTestbed();
  const { emulatorRevision, pageToken } = useSnapshot(store);
  const port = useMemo(() => testbedPort(api, pageToken), [api, pageToken]);
  const feed = useMemo(() => testbedFeed(api, pageToken), [api, pageToken]);
  const openLink = useCallback((url: string) => {
    if (!URL.canParse(url) || new URL(url).origin !== location.origin) return null;
    return () => {
      // The next page's logs say why the page reloaded.
      const label = describeLink(url)?.label.toLowerCase() ?? 'link';
      noteNextLoadReason(sessionStorage, `opened the ${label} from the Inbox`);
      location.assign(url);
    };
  }, []);
  const reportFailure = useCallback(
    (action: string, message: string) => {
      store.failure = { action, message, at: Date.now() };
    },
    [store],
  );
  return (
    <ProjectProvider
      port={port}
      publicToken={pageToken}
      revision={emulatorRevision}
      feed={feed}
      openLink={openLink}
      reportFailure={reportFailure}
    >
      {props.children}
    </ProjectProvider>
  );
}
