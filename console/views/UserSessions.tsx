import type { EmulatorSession } from '@foyer/emulator/control';
import { Time } from './parts/Time';
import { useAction, useProject, useProjectData } from './project-context';
import { factorsOf } from './session-factors';

/** The user's live sessions, each with a Revoke that ends it at once. */
export function UserSessions(props: { userId: string }) {
  const { port } = useProject();
  const sessions = useProjectData((p) => p.sessions(), [] as EmulatorSession[]);
  const action = useAction();
  const own = sessions.data.filter((session) => session.user_id === props.userId);

  return (
    <>
      <h4>Sessions</h4>
      {(sessions.error ?? action.error) && (
        <p className="error-text" role="alert">
          {action.error ?? `Could not read the sessions: ${sessions.error}`}
        </p>
      )}
      {sessions.loaded && own.length === 0 && !sessions.error && <p className="muted">No sessions</p>}
      {own.length > 0 && (
        <div className="table-wrap">
          <table className="data-table" aria-label="Sessions of this user">
            <thead>
              <tr>
                <th scope="col">Session</th>
                <th scope="col">Started</th>
                <th scope="col">Expires</th>
                <th scope="col">Factors</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {own.map((session) => (
                <tr key={session.session_id}>
                  <td className="mono clip">{session.session_id}</td>
                  <td>
                    <Time at={session.started_at} />
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
                          await sessions.refresh();
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
    </>
  );
}
