import type { EmulatorSession, EmulatorUser } from '@foyer/emulator/control';
import { userLabel } from '../port/control-port';
import type { ProjectPort } from '../port/project-port';
import { Time } from './parts/Time';
import { useAction, useProject, useProjectData } from './project-context';
import { factorsOf } from './session-factors';

type SessionsAndUsers = { sessions: EmulatorSession[]; users: EmulatorUser[] };

const NOTHING_READ: SessionsAndUsers = { sessions: [], users: [] };

/** Sessions and users read together, so every session's user is named from the same moment. */
async function readSessionsAndUsers(port: ProjectPort): Promise<SessionsAndUsers> {
  const [sessions, users] = await Promise.all([port.sessions(), port.users()]);
  return { sessions, users };
}

/**
 * Every live session of the project, whose it is and how it was authenticated, each with a Revoke
 * that ends it at once. New sessions and ended ones show as the project changes.
 */
export function SessionsView() {
  const { port } = useProject();
  const project = useProjectData(readSessionsAndUsers, NOTHING_READ);
  const action = useAction();
  const { sessions, users } = project.data;
  const labels = new Map(users.map((user) => [user.user_id, userLabel(user)]));
  const count = sessions.length;

  return (
    <div className="panel sessions-view">
      <div className="toolbar">
        <span className="muted" role="status">
          {count} {count === 1 ? 'session' : 'sessions'}
        </span>
      </div>
      {(project.error ?? action.error) && (
        <p className="error-text" role="alert">
          {action.error ?? `Could not read the sessions: ${project.error}`}
        </p>
      )}
      {count > 0 && (
        <div className="table-wrap">
          <table className="data-table" aria-label="Sessions">
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Session</th>
                <th scope="col">Started</th>
                <th scope="col">Last accessed</th>
                <th scope="col">Expires</th>
                <th scope="col">Factors</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.session_id}>
                  <td className="mono clip">{labels.get(session.user_id) ?? session.user_id}</td>
                  <td className="mono clip">{session.session_id}</td>
                  <td>
                    <Time at={session.started_at} />
                  </td>
                  <td>
                    <Time at={session.last_accessed_at} />
                  </td>
                  <td>
                    <Time at={session.expires_at} />
                  </td>
                  <td className="wrap">{factorsOf(session)}</td>
                  <td>
                    <button
                      type="button"
                      className="button small danger"
                      aria-label={`Revoke session ${session.session_id}`}
                      disabled={action.busy !== null}
                      onClick={() =>
                        void action.run('Revoking the session', async () => {
                          await port.revokeSession(session.session_id);
                          await project.refresh();
                        })
                      }
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {project.loaded && count === 0 && !project.error && (
        <p className="empty">No sessions in this project.</p>
      )}
    </div>
  );
}
