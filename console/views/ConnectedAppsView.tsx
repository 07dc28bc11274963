import type { ConnectedApp, ConnectedAppInput, CreatedConnectedApp } from '@foyer/emulator/control';
import { useId, useState } from 'react';
import type { UserGrants } from '../port/project-port';
import { CLIENT_TYPE_LABELS, ConnectedAppForm } from './ConnectedAppForm';
import './card-table.css';
import './connected-apps.css';
import { onChangeOf } from './follow-changes';
import { CopyButton } from './parts/CopyButton';
import { Time } from './parts/Time';
import { useAction, useProject, useProjectData } from './project-context';
import { useUserGrants } from './use-user-grants';

/** A confidential app's secret as the registration answered it: the emulator keeps only its digest. */
type ShownSecret = { publicToken: string; app: CreatedConnectedApp & { client_secret: string } };

function NewSecret(props: { app: ShownSecret['app']; onDone: () => void }) {
  const { app } = props;
  return (
    <section className="created-secret" aria-label="New client secret">
      <p>
        The client secret of <strong>{app.client_name}</strong>{' '}
        <span className="mono muted">{app.client_id}</span>:
      </p>
      <div className="row">
        <code className="mono created-secret-value">{app.client_secret}</code>
        <CopyButton label="Copy the client secret" text={() => app.client_secret} />
      </div>
      <p className="hint">Copy it now: it will not be shown again. The emulator keeps only its digest.</p>
      <div className="actions">
        <button type="button" className="button small" onClick={props.onDone}>
          Done
        </button>
      </div>
    </section>
  );
}

function AppsTable(props: {
  apps: readonly ConnectedApp[];
  isBusy: boolean;
  onDelete: (app: ConnectedApp) => void;
}) {
  // The one row asking "delete for good?"; every other row is idle.
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <div className="table-wrap card-table-wrap">
      <table className="data-table card-table" aria-label="Registered apps">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Client id</th>
            <th scope="col">Type</th>
            <th scope="col">Redirect URIs</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.apps.map((app) => (
            <tr key={app.client_id}>
              <td data-label="Name">
                <span>{app.client_name}</span>
              </td>
              <td data-label="Client id">
                <span className="mono">{app.client_id}</span>
              </td>
              <td data-label="Type">
                <span>{CLIENT_TYPE_LABELS[app.client_type]}</span>
              </td>
              <td className="wrap" data-label="Redirect URIs">
                <ul className="plain-list mono">
                  {app.redirect_uris.map((uri) => (
                    <li key={uri}>{uri}</li>
                  ))}
                </ul>
              </td>
              <td className="card-actions">
                {confirming === app.client_id ? (
                  <span className="row confirm-delete">
                    <span className="muted">Its grants and tokens go too.</span>
                    <button
                      type="button"
                      className="button small danger"
                      aria-label={`Confirm deleting ${app.client_name}`}
                      disabled={props.isBusy}
                      onClick={() => {
                        setConfirming(null);
                        props.onDelete(app);
                      }}
                    >
                      Delete for good
                    </button>
                    <button
                      type="button"
                      className="button small"
                      aria-label={`Keep ${app.client_name}`}
                      onClick={() => setConfirming(null)}
                    >
                      Cancel
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button small danger"
                    aria-label={`Delete ${app.client_name}`}
                    disabled={props.isBusy}
                    onClick={() => setConfirming(app.client_id)}
                  >
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GrantsTable(props: {
  user: UserGrants;
  /** The registered apps' names now, by client id. */
  appNames: ReadonlyMap<string, string>;
  isBusy: boolean;
  onRevoke: (user: UserGrants, clientId: string, clientName: string) => void;
}) {
  const { user } = props;
  return (
    <div className="table-wrap">
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
          {user.apps.map((app) => {
            const name = props.appNames.get(app.client_id) ?? app.client_name;
            return (
              <tr key={app.client_id}>
                <td>
                  {name} <span className="mono muted">{app.client_id}</span>
                </td>
                <td className="mono wrap">{app.scopes.join(' ')}</td>
                <td>
                  <Time at={app.granted_at} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button small danger"
                    aria-label={`Revoke ${name} for ${user.label}`}
                    disabled={props.isBusy}
                    onClick={() => props.onRevoke(user, app.client_id, name)}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The project's registered apps (the OAuth clients of the emulator as identity provider): register
 * one, see a confidential app's secret the one time the emulator hands it out, delete one. Below,
 * the apps each user allowed, with a Revoke that forgets the consent and stops the app's tokens.
 */
export function ConnectedAppsView() {
  const { port, publicToken } = useProject();
  const apps = useProjectData(
    (p) => p.connectedApps(),
    [] as ConnectedApp[],
    '',
    onChangeOf('connected_app'),
  );
  const grants = useUserGrants();
  const registering = useAction();
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  // Kept until dismissed, not until the next read: the save's own write makes the project re-read.
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const ids = { apps: useId(), register: useId(), grants: useId() };
  const isBusy = registering.busy !== null || action.busy !== null;
  const secret = shown?.publicToken === publicToken ? shown.app : null;

  const register = async (input: ConnectedAppInput): Promise<boolean> => {
    setDone(null);
    setShown(null);
    const created = await registering.run('Registering the app', () => port.upsertConnectedApp(input));
    await apps.refresh();
    if (!created) return false;
    const { client_secret } = created;
    if (client_secret !== null) setShown({ publicToken, app: { ...created, client_secret } });
    setDone(`Registered ${created.client_name} as ${created.client_id}.`);
    return true;
  };

  /** Runs an action, then reads what it changed (`readAfter`), done or not. */
  const act = async (
    name: string,
    work: () => Promise<void>,
    doneText: string,
    readAfter: () => Promise<unknown>,
  ) => {
    setDone(null);
    const isDone = await action.run(name, async () => {
      await work();
      return true;
    });
    if (isDone) setDone(doneText);
    await readAfter();
  };

  const deleteApp = (app: ConnectedApp) =>
    void act(
      'Deleting the app',
      () => port.deleteConnectedApp(app.client_id),
      `Deleted ${app.client_name}.`,
      () => Promise.all([apps.refresh(), grants.refresh()]),
    );

  const revoke = (user: UserGrants, clientId: string, clientName: string) =>
    void act(
      'Revoking',
      () => port.revokeUserConnectedApp(user.userId, clientId),
      `Revoked ${clientName} for ${user.label}.`,
      () => grants.refreshUser(user.userId),
    );

  // A grant shows its app as the app is now: a renamed app needs no grant read.
  const appNames = new Map(apps.data.map((app) => [app.client_id, app.client_name]));

  return (
    <div className="panel connected-apps-view">
      <p className="view-lead">
        Apps that sign their users in with this project as their OpenID provider. Register one below, point
        its OpenID client at the emulator, and see here which users granted it access.
      </p>
      <div className="field-status view-status ok" role="status">
        {done}
      </div>
      {action.error && (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      )}
      <section aria-labelledby={ids.apps}>
        <h3 id={ids.apps}>Registered apps</h3>
        {apps.error && (
          <p className="error-text" role="alert">
            Could not read the apps: {apps.error}
          </p>
        )}
        {apps.data.length > 0 && <AppsTable apps={apps.data} isBusy={isBusy} onDelete={deleteApp} />}
        {apps.loaded && apps.data.length === 0 && !apps.error && (
          <p className="empty">No app is registered yet: register one below to get its client id.</p>
        )}
      </section>
      <section aria-labelledby={ids.register}>
        <h3 id={ids.register}>Register an app</h3>
        <ConnectedAppForm isBusy={isBusy} onRegister={register} />
        {registering.error && (
          <p className="error-text" role="alert">
            {registering.error}
          </p>
        )}
        {secret && <NewSecret app={secret} onDone={() => setShown(null)} />}
      </section>
      <section aria-labelledby={ids.grants}>
        <h3 id={ids.grants}>Granted by users</h3>
        {grants.error && (
          <p className="error-text" role="alert">
            Could not read the grants: {grants.error}
          </p>
        )}
        {grants.data.map((user) => (
          <GrantsTable key={user.userId} user={user} appNames={appNames} isBusy={isBusy} onRevoke={revoke} />
        ))}
        {grants.loaded && grants.data.length === 0 && !grants.error && (
          <p className="empty">No user has granted an app.</p>
        )}
      </section>
    </div>
  );
}
