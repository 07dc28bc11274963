import { useCallback, useId, useState } from 'react';
import type { UserConnectedApps } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { Time } from '../components/Time';
import { useEmulatorData } from './use-emulator-data';

type Status = { text: string; isError: boolean };

/**
 * The apps each user allowed through the identity-provider consent, with the scopes granted, and
 * a Revoke that forgets the consent and makes the app's tokens for that user stop working.
 */
export function ConnectedAppsSection() {
  const { api } = useTestbed();
  const grants = useEmulatorData(
    useCallback((token: string) => api.listConnectedApps(token), [api]),
    [] as UserConnectedApps[],
  );
  const [status, setStatus] = useState<Status>({ text: '', isError: false });
  const headingId = useId();

  const revoke = (user: UserConnectedApps, clientId: string, clientName: string) => {
    void api
      .revokeConnectedApp(grants.publicToken, user.userId, clientId)
      .then(
        () => setStatus({ text: `Revoked ${clientName} for ${user.label}.`, isError: false }),
        (error: unknown) =>
          setStatus({
            text: `Revoking failed: ${error instanceof Error ? error.message : String(error)}`,
            isError: true,
          }),
      )
      .finally(() => void grants.refresh());
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Connected apps</h3>
      {grants.error && (
        <p className="error-text" role="alert">
          {grants.error}
        </p>
      )}
      {grants.data.length === 0 && <p className="empty">No user has granted an app.</p>}
      {grants.data.map((user) => (
        <div key={user.userId} className="table-wrap">
          <table className="data-table" aria-label={`Apps connected by ${user.label}`}>
            <caption className="mono">{user.label}</caption>
            <thead>
              <tr>
                <th scope="col">App</th>
                <th scope="col">Scopes</th>
                <th scope="col">Granted</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {user.apps.map((app) => (
                <tr key={app.clientId}>
                  <td>
                    {app.clientName} <span className="mono muted">{app.clientId}</span>
                  </td>
                  <td className="mono">{app.scopes.join(' ')}</td>
                  <td>
                    <Time at={app.grantedAt} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button small danger"
                      aria-label={`Revoke ${app.clientName} for ${user.label}`}
                      onClick={() => revoke(user, app.clientId, app.clientName)}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <div className={`field-status${status.isError ? ' error' : ''}`} role="status">
        {status.text}
      </div>
    </section>
  );
}
