import type { EmulatorSession } from '@foyer/emulator/control';
import type { RefObject } from 'react';
import { Time } from './parts/Time';
import { useWindowedRows } from './parts/use-windowed-rows';
import { WindowSpacer } from './parts/WindowSpacer';
import { factorLabel } from './session-factors';
import './card-table.css';
import './session-table.css';

/**
 * Sessions as a table, each with a Revoke that ends it at once; with `userLabels`, a first column
 * names whose each session is (the project's list), without it the table is one user's. Where its
 * panel is narrow each session becomes a card of labelled lines (card-table.css), so Revoke stays on
 * screen instead of behind a sideways scroll.
 */
export function SessionTable(props: {
  label: string;
  sessions: readonly EmulatorSession[];
  userLabels?: ReadonlyMap<string, string>;
  isBusy: boolean;
  onRevoke: (sessionId: string) => void;
  /** Called when the last rows show: the next page. */
  onEnd?: () => void;
}) {
  const { userLabels } = props;
  const rows = useWindowedRows({
    count: props.sessions.length,
    estimateSize: 40,
    ...(props.onEnd ? { onEnd: props.onEnd } : {}),
  });
  const columns = userLabels ? 7 : 6;
  return (
    <div className="table-wrap card-table-wrap">
      <table
        ref={rows.listRef as RefObject<HTMLTableElement | null>}
        className="data-table card-table session-table"
        aria-label={props.label}
      >
        <thead>
          <tr>
            {userLabels && <th scope="col">User</th>}
            <th scope="col">Session</th>
            <th scope="col">Started</th>
            <th scope="col">Last accessed</th>
            <th scope="col">Expires</th>
            <th scope="col">Factors</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <WindowSpacer height={rows.before} columns={columns} />
          {rows.items.map(({ index }) => {
            const session = props.sessions[index];
            if (!session) return null;
            return (
              <tr key={session.session_id} ref={rows.measure} data-index={index}>
                {userLabels && (
                  <td data-label="User">
                    <span className="mono clip">{userLabels.get(session.user_id) ?? session.user_id}</span>
                  </td>
                )}
                <td data-label="Session">
                  <span className="mono clip">{session.session_id}</span>
                </td>
                <td data-label="Started">
                  <Time at={session.started_at} />
                </td>
                <td data-label="Last accessed">
                  <Time at={session.last_accessed_at} />
                </td>
                <td data-label="Expires">
                  <Time at={session.expires_at} />
                </td>
                <td className="session-factors" data-label="Factors">
                  {/* Each factor stays whole (never "magic_" and "link" on two lines); lines break between them. */}
                  <span>
                    {session.authentication_factors.map((factor, factorIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: factors have no id and never reorder
                      <span key={factorIndex} className="session-factor">
                        {factorLabel(factor)}
                        {factorIndex < session.authentication_factors.length - 1 ? ', ' : ''}
                      </span>
                    ))}
                  </span>
                </td>
                <td className="card-actions">
                  <button
                    type="button"
                    className="button small danger"
                    aria-label={`Revoke session ${session.session_id}`}
                    disabled={props.isBusy}
                    onClick={() => props.onRevoke(session.session_id)}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            );
          })}
          <WindowSpacer height={rows.after} columns={columns} />
        </tbody>
      </table>
    </div>
  );
}
