import { listProjects, type ProjectSummary } from '@foyer/emulator/control';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { failureMessage } from '../views/project-context';
import { navigate } from './navigation';
import { isPublicToken, routeHref } from './routes';

type Listing = { projects: ProjectSummary[]; error: string | null; loaded: boolean };

/**
 * Every project the emulator holds (a page's first call makes one), each opening its views; and
 * any public token opened by hand, for a project no page has used yet.
 */
export function ProjectsView(props: { controlToken?: string; problem?: string; carried?: ProjectSummary[] }) {
  const { controlToken, problem, carried } = props;
  const [listing, setListing] = useState<Listing>(
    carried ? { projects: carried, error: null, loaded: true } : { projects: [], error: null, loaded: false },
  );
  // What the page carried is shown first; Refresh reads it again.
  const isCarried = useRef(carried !== undefined);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const refresh = useCallback(
    () =>
      listProjects(location.origin, controlToken ? { controlToken } : {}).then(
        (projects) => setListing({ projects, error: null, loaded: true }),
        (error: unknown) =>
          setListing((previous) => ({ ...previous, error: failureMessage(error), loaded: true })),
      ),
    [controlToken],
  );
  useEffect(() => {
    if (isCarried.current) {
      isCarried.current = false;
      return;
    }
    void refresh();
  }, [refresh]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const token = typed.trim();
    if (!isPublicToken(token)) {
      setTypedError('A public token reads public-token-test-… or public-token-live-….');
      return;
    }
    navigate({ kind: 'project', publicToken: token, view: 'inbox' });
  };

  return (
    <main className="panel projects-view">
      <h2>Projects</h2>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="toolbar">
        <span className="muted" role="status">
          {listing.projects.length} {listing.projects.length === 1 ? 'project' : 'projects'}
        </span>
        <button type="button" className="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
      {listing.error && (
        <p className="error-text" role="alert">
          Could not list the projects: {listing.error}
        </p>
      )}
      <div className="table-wrap">
        <table className="data-table" aria-label="Projects">
          <thead>
            <tr>
              <th scope="col">Public token</th>
              <th scope="col">Project id</th>
              <th scope="col">Name</th>
              <th scope="col">
                <span className="visually-hidden">Credentials</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.projects.map((project) => (
              <tr key={project.public_token}>
                <td className="mono">
                  <a href={routeHref({ kind: 'project', publicToken: project.public_token, view: 'inbox' })}>
                    {project.public_token}
                  </a>
                </td>
                <td className="mono">{project.project_id}</td>
                <td>{project.project_name}</td>
                <td>
                  <a
                    href={routeHref({ kind: 'project', publicToken: project.public_token, view: 'access' })}
                    aria-label={`Secret and .env lines of ${project.public_token}`}
                  >
                    Secret and .env
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listing.loaded && listing.projects.length === 0 && !listing.error && (
        <p className="empty">No projects yet: a page's first call with a public token makes one.</p>
      )}
      <form className="row" onSubmit={open}>
        <label htmlFor={fieldId}>Open a project by its public token</label>
        <input
          id={fieldId}
          className="mono"
          value={typed}
          placeholder="public-token-test-my-app"
          aria-invalid={typedError ? true : undefined}
          aria-describedby={typedError ? errorId : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedError(null);
          }}
        />
        <button type="submit" className="button">
          Open
        </button>
      </form>
      {typedError && (
        <p id={errorId} className="field-status error">
          {typedError}
        </p>
      )}
    </main>
  );
}
