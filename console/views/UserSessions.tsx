import { sessionSource } from './list-sources';
import { useAction, useProject } from './project-context';
import { SessionTable } from './SessionTable';
import { useLiveList } from './use-live-list';

/** The user's live sessions, each with a Revoke that ends it at once. */
export function UserSessions(props: { userId: string }) {
  const { port } = useProject();
  // The search by user id matches the user's sessions, and (ids being long and random) only those.
  const sessions = useLiveList(sessionSource, props.userId);
  const action = useAction();
  const own = sessions.records.filter((session) => session.user_id === props.userId);

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
        <SessionTable
          label="Sessions of this user"
          sessions={own}
          isBusy={action.busy !== null}
          onRevoke={(sessionId) =>
            void action.run('Revoking the session', async () => {
              await port.revokeSession(sessionId);
              await sessions.reread();
            })
          }
        />
      )}
    </>
  );
}
