import type { ControlClient } from '@foyer/emulator/control';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect, useMemo } from 'react';
import { afterAll, beforeAll, inject } from 'vitest';
import { useProjectFeed } from '../../app/use-project-feed';
import { controlPort } from '../../port/control-port';
import type { ProjectFeed } from '../../port/project-feed';
import type { WatchOptions } from '../../port/watch-project';
import { ProjectProvider } from '../project-context';

/** happy-dom's handle on its window, a global of the environment. */
declare const happyDOM: { setURL(url: string): void };

/**
 * The address of the emulator the console's tests share (console/test-emulator.ts), with the page
 * put on it for the file's tests, as the console's own page is: its control calls are same-origin.
 */
export function onTheEmulatorsPage(): string {
  const emulatorUrl = inject('emulatorUrl');
  const pageUrl = location.href;
  beforeAll(() => happyDOM.setURL(`${emulatorUrl}/`));
  afterAll(() => happyDOM.setURL(pageUrl));
  return emulatorUrl;
}

/** The console's project screen around a view: its port, and the feed with the revision it moves. */
function LiveProject(props: {
  control: ControlClient;
  watch: WatchOptions;
  onFeed: (feed: ProjectFeed) => void;
  children: ReactNode;
}) {
  const { control, onFeed } = props;
  const port = useMemo(() => controlPort(control), [control]);
  const { feed, revision } = useProjectFeed(control, props.watch);
  useEffect(() => onFeed(feed), [feed, onFeed]);
  return (
    <ProjectProvider port={port} publicToken={control.publicToken} revision={revision} feed={feed}>
      {props.children}
    </ProjectProvider>
  );
}

/**
 * Renders a view as the console's project screen does, over the real port and the project's feed,
 * which is connecting when this returns (no answer can have come yet: subscribe at once). `watch`
 * may hand the stream a clock the test controls.
 */
export function renderInProject(
  view: ReactElement,
  control: ControlClient,
  watch: WatchOptions = {},
): ProjectFeed {
  let shown: ProjectFeed | undefined;
  render(
    <LiveProject
      control={control}
      watch={watch}
      onFeed={(feed) => {
        shown = feed;
      }}
    >
      {view}
    </LiveProject>,
  );
  if (!shown) throw new Error('the project screen did not connect its feed');
  return shown;
}

/** Resolves at the feed's next `ready`. */
export function nextReady(feed: ProjectFeed): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = feed.subscribe((change) => {
      if (change.kind !== 'ready') return;
      unsubscribe();
      resolve();
    });
  });
}
