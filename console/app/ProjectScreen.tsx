import { type ConsoleBoot, createControlClient } from '@foyer/emulator/control';
import { useEffect, useMemo, useRef } from 'react';
import { controlPort } from '../port/control-port';
import { ListScrollerContext } from '../views/parts/use-windowed-rows';
import { ProjectProvider } from '../views/project-context';
import { firstPagesOf } from './boot-data';
import { PROJECT_VIEWS, type ProjectViewId, routeHref } from './routes';
import { useProjectFeed } from './use-project-feed';
import { viewContent } from './view-registry';

/** One project: a navigation of its views, and the chosen one, kept live by the project's stream. */
export function ProjectScreen(props: {
  publicToken: string;
  view: ProjectViewId;
  controlToken?: string;
  /** What the page carried: the first page of the addressed view's list, for the project it names. */
  boot?: ConsoleBoot | undefined;
}) {
  const { publicToken, view, controlToken, boot } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's data is read once, for the project it names
  const firstPages = useMemo(() => firstPagesOf(boot, publicToken), [publicToken]);
  const control = useMemo(
    () => createControlClient(location.origin, publicToken, controlToken ? { controlToken } : {}),
    [publicToken, controlToken],
  );
  const port = useMemo(() => controlPort(control), [control]);
  const { feed, revision } = useProjectFeed(control);
  const label = PROJECT_VIEWS.find((each) => each.id === view)?.label ?? view;
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstView = useRef(true);

  // After the first page, a newly chosen view takes the focus, so keyboard and screen-reader users
  // land on what they chose rather than at the top of the navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useEffect(() => {
    if (isFirstView.current) isFirstView.current = false;
    else heading.current?.focus();
  }, [view, publicToken]);

  return (
    <div className="project-screen">
      <nav className="view-nav" aria-label="Project views">
        <ul>
          {PROJECT_VIEWS.map((each) => (
            <li key={each.id}>
              <a
                href={routeHref({ kind: 'project', publicToken, view: each.id })}
                aria-current={each.id === view ? 'page' : undefined}
              >
                {each.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="view-main">
        <h2 ref={heading} tabIndex={-1} className="view-title">
          {label}
        </h2>
        <ProjectProvider
          port={port}
          publicToken={publicToken}
          revision={revision}
          feed={feed}
          firstPages={firstPages}
        >
          {/* The console's lists scroll with its page. */}
          <ListScrollerContext.Provider value="page">{viewContent(view)}</ListScrollerContext.Provider>
        </ProjectProvider>
      </main>
    </div>
  );
}
