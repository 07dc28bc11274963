import { sessionSource } from './list-sources';
import { ListReadError } from './parts/ListReadError';
import { ShowMore } from './parts/ShowMore';
import { useAction, useProject } from './project-context';
import { SessionTable } from './SessionTable';
import { useLiveList } from './use-live-list';
import { useUserLabels } from './use-user-labels';

/**
 * Every live session of the project, whose it is and how it was authenticated, each with a Revoke
 * that ends it at once. New sessions and ended ones show as the project changes.
 */
export function SessionsView() {
  const { port } = useProject();
  const sessions = useLiveList(sessionSource);
  const labels = useUserLabels(sessions.records.map((session) => session.user_id));
  const action = useAction();
  const count = sessions.total;

  return (
    <div className="panel sessions-view">
      <div className="toolbar">
        <span className="muted" role="status">
          {count} {count === 1 ? 'session' : 'sessions'}
        </span>
      </div>
      {action.error ? (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      ) : (
        <ListReadError list={sessions} what="the sessions" />
      )}
      {sessions.records.length > 0 && (
        <SessionTable
          label="Sessions"
          sessions={sessions.records}
          userLabels={labels}
          isBusy={action.busy !== null}
          {...(sessions.hasMore ? { onEnd: sessions.loadMore } : {})}
          onRevoke={(sessionId) =>
            void action.run('Revoking the session', async () => {
              await port.revokeSession(sessionId);
              await sessions.reread();
            })
          }
        />
      )}
      <ShowMore list={sessions} noun="sessions" />
      {sessions.loaded && count === 0 && !sessions.error && (
        <p className="empty">No sessions in this project.</p>
      )}
    </div>
  );
}
