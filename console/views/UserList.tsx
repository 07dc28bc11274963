import type { EmulatorUser } from '@foyer/emulator/control';
import type { RefObject } from 'react';
import { userLabel } from '../port/control-port';
import { useWindowedRows } from './parts/use-windowed-rows';
import { WindowSpacer } from './parts/WindowSpacer';
import { fullNameOf } from './user-search';

/** The users a search left, one row each, drawn as they scroll into view; a row's user opens in the detail. */
export function UserList(props: {
  users: readonly EmulatorUser[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
  /** Called when the last rows show: the next page. */
  onEnd?: () => void;
}) {
  const rows = useWindowedRows({
    count: props.users.length,
    estimateSize: 30,
    ...(props.onEnd ? { onEnd: props.onEnd } : {}),
  });
  return (
    <div className="table-wrap">
      <table
        ref={rows.listRef as RefObject<HTMLTableElement | null>}
        className="data-table"
        aria-label="Users"
      >
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          <WindowSpacer height={rows.before} columns={3} />
          {rows.items.map(({ index }) => {
            const user = props.users[index];
            if (!user) return null;
            const isSelected = user.user_id === props.selectedId;
            return (
              <tr
                key={user.user_id}
                ref={rows.measure}
                data-index={index}
                className={isSelected ? 'is-selected' : undefined}
              >
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
          <WindowSpacer height={rows.after} columns={3} />
        </tbody>
      </table>
    </div>
  );
}
