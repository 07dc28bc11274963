import type { EmulatorSession, EmulatorUser } from '@foyer/emulator/control';
import { userLabel } from '../port/control-port';
import type { ProjectPort } from '../port/project-port';
import { useAction, useProject, useProjectData } from './project-context';
import { SessionTable } from './SessionTable';

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
        <SessionTable
          label="Sessions"
          sessions={sessions}
          userLabels={labels}
          isBusy={action.busy !== null}
          onRevoke={(sessionId) =>
            void action.run('Revoking the session', async () => {
              await port.revokeSession(sessionId);
              await project.refresh();
            })
          }
        />
      )}
      {project.loaded && count === 0 && !project.error && (
        <p className="empty">No sessions in this project.</p>
      )}
    </div>
  );
}
