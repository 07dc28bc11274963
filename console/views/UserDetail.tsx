import type { EmulatorUser } from '@foyer/emulator/control';
import { useEffect, useId, useRef, useState } from 'react';
import { userLabel } from '../port/control-port';
import { CopyButton } from './parts/CopyButton';
import { Time } from './parts/Time';
import { useAction, useProject } from './project-context';
import { UserContacts, UserCredentials } from './UserCredentials';
import { UserEditForm } from './UserEditForm';
import { UserLockState } from './UserLockState';
import { UserSessions } from './UserSessions';
import { fullNameOf } from './user-search';

/** What the detail shows: the user, the edit form, or the question whether to delete it. */
type DetailMode = 'viewing' | 'editing' | 'confirmingDelete';

function Metadata(props: { title: string; value: Record<string, unknown> }) {
  return (
    <>
      <h4>{props.title}</h4>
      <pre className="json-block mono">{JSON.stringify(props.value, null, 2)}</pre>
    </>
  );
}

function UserFacts(props: { user: EmulatorUser }) {
  const { user } = props;
  const name = fullNameOf(user.name);
  return (
    <dl className="detail-facts">
      <dt>User id</dt>
      <dd>
        <span className="mono">{user.user_id}</span>{' '}
        <CopyButton label={`Copy user id ${user.user_id}`} text={() => user.user_id} />
      </dd>
      <dt>Created</dt>
      <dd>
        <Time at={user.created_at} />
      </dd>
      <dt>Status</dt>
      <dd>{user.status}</dd>
      <dt>Name</dt>
      <dd>{name === '' ? <span className="muted">Not set</span> : name}</dd>
    </dl>
  );
}

/**
 * One user in full: its facts, factors, lock, sessions, roles and metadata, with Edit and a Delete
 * that asks first. Changes go through the port; `onChanged` reads the users again.
 */
export function UserDetail(props: {
  user: EmulatorUser;
  onChanged: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  const { user } = props;
  const { port } = useProject();
  const action = useAction();
  const [mode, setMode] = useState<DetailMode>('viewing');
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const cancelDelete = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const isReturning = useRef(false);
  const label = userLabel(user);

  // The buttons that opened a form or a question are replaced while it shows: keyboard focus goes to
  // the safe answer, and back to the user's buttons after.
  useEffect(() => {
    if (mode === 'confirmingDelete') cancelDelete.current?.focus();
    if (mode === 'viewing' && isReturning.current) editButton.current?.focus();
    isReturning.current = false;
  }, [mode]);

  const backToViewing = () => {
    isReturning.current = true;
    setMode('viewing');
  };

  const deleteUser = () =>
    void action.run('Deleting the user', async () => {
      await port.deleteUser(user.user_id);
      await props.onDeleted();
    });

  return (
    <section className="user-detail" aria-labelledby={headingId}>
      <div className="detail-head">
        <h3 id={headingId} className="mono">
          {label}
        </h3>
        {user.is_locked && <span className="badge locked">Locked</span>}
        {mode === 'viewing' && (
          <span className="user-detail-actions">
            <button
              ref={editButton}
              type="button"
              className="button small"
              aria-label={`Edit user ${label}`}
              onClick={() => {
                setNotice('');
                setMode('editing');
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="button small danger"
              aria-label={`Delete user ${label}`}
              onClick={() => setMode('confirmingDelete')}
            >
              Delete
            </button>
          </span>
        )}
      </div>
      {mode === 'confirmingDelete' && (
        <div className="actions user-delete-confirm">
          <span>Delete this user with its sessions and factors?</span>
          <button
            type="button"
            className="button small danger"
            disabled={action.busy !== null}
            onClick={deleteUser}
          >
            Confirm delete<span className="visually-hidden"> of {label}</span>
          </button>
          <button ref={cancelDelete} type="button" className="button small" onClick={backToViewing}>
            Cancel
          </button>
        </div>
      )}
      {action.error && (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      )}
      <p className="field-status ok" role="status">
        {notice}
      </p>
      {mode === 'editing' ? (
        <UserEditForm
          user={user}
          onCancel={backToViewing}
          onSaved={async (message) => {
            await props.onChanged();
            setNotice(message);
            backToViewing();
          }}
        />
      ) : (
        <>
          <UserFacts user={user} />
          <UserContacts user={user} />
          <UserCredentials user={user} />
          <UserLockState user={user} onChanged={props.onChanged} />
          <UserSessions userId={user.user_id} />
          <h4>Roles</h4>
          {user.roles.length === 0 ? (
            <p className="muted">None</p>
          ) : (
            <ul className="plain-list user-roles">
              {user.roles.map((role) => (
                <li key={role} className="badge mono">
                  {role}
                </li>
              ))}
            </ul>
          )}
          <Metadata title="Trusted metadata" value={user.trusted_metadata} />
          <Metadata title="Untrusted metadata" value={user.untrusted_metadata} />
        </>
      )}
    </section>
  );
}
