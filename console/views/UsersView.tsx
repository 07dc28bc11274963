import { useId, useRef, useState } from 'react';
import { userSource } from './list-sources';
import { ShowMore } from './parts/ShowMore';
import { UserCreateForm } from './UserCreateForm';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';
import { useLiveList } from './use-live-list';
import './users-view.css';
import { ListReadError } from './parts/ListReadError';

/**
 * The project's users: a searchable list beside the chosen user's detail (every factor, the lock,
 * the sessions, the metadata), where it can be edited, unlocked or deleted; and a form to create one.
 */
export function UsersView() {
  const [query, setQuery] = useState('');
  const users = useLiveList(userSource, query);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const newUserButton = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  const isSearched = query.trim() !== '';
  const selected = users.records.find((user) => user.user_id === selectedId) ?? null;
  const { total } = users;

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
          {total} {total === 1 ? 'user' : 'users'}
          {isSearched && (total === 1 ? ' matches' : ' match')}
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
      <ListReadError list={users} what="the users" />
      {isCreating && (
        <UserCreateForm
          onCancel={closeCreateForm}
          onCreated={async (user) => {
            users.add(user);
            setSelectedId(user.user_id);
            closeCreateForm();
          }}
        />
      )}
      <div className="users-layout">
        <div className="users-list">
          {users.loaded && total === 0 && !users.error && (
            <p className="empty">{isSearched ? `No user matches “${query.trim()}”.` : 'No users yet.'}</p>
          )}
          {users.records.length > 0 && (
            <UserList
              users={users.records}
              selectedId={selectedId}
              onSelect={setSelectedId}
              {...(users.hasMore ? { onEnd: users.loadMore } : {})}
            />
          )}
          <ShowMore list={users} noun="users" />
        </div>
        {selected && (
          <UserDetail
            key={selected.user_id}
            user={selected}
            onChanged={users.reread}
            onDeleted={async () => {
              setSelectedId(null);
              await users.reread();
            }}
          />
        )}
      </div>
    </div>
  );
}
