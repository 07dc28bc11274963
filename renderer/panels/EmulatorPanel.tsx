import { useCallback, useState } from 'react';
import type { ActiveFault, EmulatorSession, EmulatorUser } from '../../preload/api';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { Time } from '../components/Time';
import { ClockSection } from './ClockSection';
import { ConnectedAppsSection } from './ConnectedAppsSection';
import { FaultForm } from './FaultForm';
import { OAuthSection } from './OAuthSection';
import { ProjectAccessSection } from './ProjectAccessSection';
import { useEmulatorData } from './use-emulator-data';

/**
 * The project as the emulator holds it: users, sessions, faults, its clock, OAuth providers, the
 * apps users connected, and a reset.
 */
export function EmulatorPanel() {
  const { api, store } = useTestbed();
  const users = useEmulatorData(
    useCallback((token: string) => api.listUsers(token), [api]),
    [] as EmulatorUser[],
  );
  const sessions = useEmulatorData(
    useCallback((token: string) => api.listSessions(token), [api]),
    [] as EmulatorSession[],
  );
  const faults = useEmulatorData(
    useCallback((token: string) => api.listFaults(token), [api]),
    [] as ActiveFault[],
  );
  const token = users.publicToken;
  const [confirmingReset, setConfirmingReset] = useState(false);
  const error = users.error ?? sessions.error ?? faults.error;

  return (
    <div className="panel emulator-panel">
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <p className="muted">
        Project <span className="mono">{token}</span>
      </p>
      <h3>Users</h3>
      <div className="table-wrap">
        <table className="data-table" aria-label="Users">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Emails</th>
              <th scope="col">Phone numbers</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.userId}>
                <td className="mono clip">{user.userId}</td>
                <td>{user.emails.join(', ')}</td>
                <td>{user.phoneNumbers.join(', ')}</td>
                <td>{user.status}</td>
                <td>
                  <button
                    type="button"
                    className="button small danger"
                    aria-label={`Delete user ${user.emails[0] ?? user.phoneNumbers[0] ?? user.userId}`}
                    onClick={() =>
                      void api
                        .deleteUser(token, user.userId)
                        .then(users.refresh, reportFailure(store, 'Deleting the user'))
                    }
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {users.data.length === 0 && <p className="empty">No users.</p>}
      </div>
      <h3>Sessions</h3>
      <div className="table-wrap">
        <table className="data-table" aria-label="Sessions">
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">User</th>
              <th scope="col">Expires</th>
              <th scope="col">Last accessed</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.sessionId}>
                <td className="mono clip">{session.sessionId}</td>
                <td className="mono clip">{session.userId}</td>
                <td>
                  <Time at={session.expiresAt} />
                </td>
                <td>
                  <Time at={session.lastAccessedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {sessions.data.length === 0 && <p className="empty">No sessions.</p>}
      </div>
      <h3>Faults</h3>
      <FaultForm onInject={(fault) => api.injectFault(token, fault).then(faults.refresh)} />
      {faults.data.length > 0 && (
        <>
          <ul className="fault-list" aria-label="Active faults">
            {faults.data.map((fault) => (
              <li key={fault.id} className="mono">
                {fault.endpoint}: {fault.remaining} left
                {fault.error ? `, ${fault.error.status} ${fault.error.type}` : ''}
                {fault.latencyMs ? `, +${fault.latencyMs} ms` : ''}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() =>
              void api.clearFaults(token).then(faults.refresh, reportFailure(store, 'Clearing the faults'))
            }
          >
            Clear faults
          </button>
        </>
      )}
      <ProjectAccessSection />
      <ClockSection />
      <OAuthSection />
      <ConnectedAppsSection />
      <h3>Project</h3>
      <div className="actions">
        {confirmingReset ? (
          <>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                setConfirmingReset(false);
                // A reset drops the project's faults too, not only its users and sessions.
                void api
                  .resetProject(token)
                  .then(
                    () => Promise.all([users.refresh(), sessions.refresh(), faults.refresh()]),
                    reportFailure(store, 'Resetting the project'),
                  );
              }}
            >
              Confirm reset
            </button>
            <button type="button" className="button" onClick={() => setConfirmingReset(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="button danger" onClick={() => setConfirmingReset(true)}>
            Reset project
          </button>
        )}
      </div>
    </div>
  );
}
