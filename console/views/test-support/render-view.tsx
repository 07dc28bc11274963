import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ProjectFeed } from '../../port/project-feed';
import type { ProjectPort } from '../../port/project-port';
import { ProjectProvider, type ViewHost } from '../project-context';

export const VIEW_TOKEN = 'public-token-test-views';

/**
 * Renders a view over a port holding only what the test gives it: a method the view calls that the
 * test left out fails the test, naming the method, rather than answering with nothing.
 */
export function renderView(
  view: ReactElement,
  port: Partial<ProjectPort>,
  host: ViewHost & { feed?: ProjectFeed } = {},
) {
  const strict = new Proxy(port, {
    get(target, name: string) {
      const method = target[name as keyof ProjectPort];
      if (method) return method;
      return () => Promise.reject(new Error(`the test gave the port no ${name}()`));
    },
  }) as ProjectPort;
  const failures: string[] = [];
  const utils = render(
    <ProjectProvider
      port={strict}
      publicToken={VIEW_TOKEN}
      revision={0}
      reportFailure={(action, message) => failures.push(`${action}: ${message}`)}
      {...host}
    >
      {view}
    </ProjectProvider>,
  );
  const rerenderAt = (revision: number) =>
    utils.rerender(
      <ProjectProvider port={strict} publicToken={VIEW_TOKEN} revision={revision} {...host}>
        {view}
      </ProjectProvider>,
    );
  return { ...utils, failures, rerenderAt };
}
