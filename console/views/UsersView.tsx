import type { EmulatorUser } from '@foyer/emulator/control';
import { useId, useRef, useState } from 'react';
import { useProjectData } from './project-context';
import { UserCreateForm } from './UserCreateForm';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';
import { usersMatching } from './user-search';
import './users-view.css';

/**
 * The project's users: a searchable list beside the chosen user's detail (every factor, the lock,
 * the sessions, the metadata), where it can be edited, unlocked or deleted; and a form to create one.
 */
export function UsersView() {
  const users = useProjectData((p) => p.users(), [] as EmulatorUser[]);
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const newUserButton = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  const matching = usersMatching(users.data, query);
  const selected = users.data.find((user) => user.user_id === selectedId) ?? null;
  const total = users.data.length;

  const closeCreateForm = () => {
    setIsCreating(false);
    newUserButton.current?.focus();
  };

  return (
    <div className="panel users-view">
      <div className="toolbar">
        <label className="visually-hidden" htmlFor={searchId}>
          Search users
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Email, phone number, name or user id"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span className="muted" role="status">
          {query.trim() === '' ? total : `${matching.length} of ${total}`} {total === 1 ? 'user' : 'users'}
        </span>
        <button
          ref={newUserButton}
          type="button"
          className="button primary"
          aria-expanded={isCreating}
          onClick={() => setIsCreating((open) => !open)}
        >
          New user
        </button>
      </div>
      {users.error && (
        <p className="error-text" role="alert">
          Could not read the users: {users.error}
        </p>
      )}
      {isCreating && (
        <UserCreateForm
          onCancel={closeCreateForm}
          onCreated={async (user) => {
            await users.refresh();
            setSelectedId(user.user_id);
            closeCreateForm();
          }}
        />
      )}
      <div className="users-layout">
        <div className="users-list">
          {users.loaded && total === 0 && !users.error && <p className="empty">No users yet.</p>}
          {total > 0 && matching.length === 0 && <p className="empty">No user matches “{query.trim()}”.</p>}
          {matching.length > 0 && (
            <UserList users={matching} selectedId={selectedId} onSelect={setSelectedId} />
          )}
        </div>
        {selected && (
          <UserDetail
            key={selected.user_id}
            user={selected}
            onChanged={users.refresh}
            onDeleted={async () => {
              setSelectedId(null);
              await users.refresh();
            }}
          />
        )}
      </div>
    </div>
  );
}
