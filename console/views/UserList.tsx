import type { EmulatorUser } from '@foyer/emulator/control';
import { userLabel } from '../port/control-port';
import { fullNameOf } from './user-search';

/** The users a search left, one row each; a row's user opens in the detail. */
export function UserList(props: {
  users: readonly EmulatorUser[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
}) {
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label="Users">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {props.users.map((user) => {
            const isSelected = user.user_id === props.selectedId;
            return (
              <tr key={user.user_id} className={isSelected ? 'is-selected' : undefined}>
                <td className="clip">
                  <button
                    type="button"
                    className="link-button"
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={() => props.onSelect(user.user_id)}
                  >
                    {userLabel(user)}
                  </button>
                </td>
                <td className="clip">{fullNameOf(user.name)}</td>
                <td>
                  {user.status} {user.is_locked && <span className="badge locked">Locked</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
