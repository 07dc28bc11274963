import { useId, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { CopyButton } from '../../console/views/parts/CopyButton';
import { formatValue } from '../../console/views/parts/format';
import { Time } from '../../console/views/parts/Time';
import { useTestbed } from '../app/testbed-context';
import { downloadJson } from '../components/download';
import { valueAt, visibleRows } from './state-tree';

function StateTree(props: { state: object; query: string }) {
  const snap = useSnapshot(props.state);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(['formState']));
  const rows = visibleRows(snap, { expanded, query: props.query });
  const toggle = (path: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <div className="state-tree-wrap">
      <p className="current-screen">
        Screen:{' '}
        <strong data-testid="state-screen">{String((snap as { screen?: unknown }).screen ?? '—')}</strong>
      </p>
      <ul className="state-tree" aria-label="Widget state">
        {rows.map((row) => (
          <li key={row.path} className="tree-row" style={{ paddingInlineStart: `${row.depth * 14 + 4}px` }}>
            {row.isBranch ? (
              <button
                type="button"
                className="tree-toggle"
                aria-expanded={props.query !== '' || expanded.has(row.path)}
                onClick={() => toggle(row.path)}
              >
                {row.key}
                <span className="tree-summary">
                  {Array.isArray(row.value) ? ` [${row.value.length}]` : ' {…}'}
                </span>
              </button>
            ) : (
              <span className="tree-leaf">
                <span className="tree-key">{row.key}</span>
                <span className="tree-value">{formatValue(row.value)}</span>
              </span>
            )}
            <span className="row-actions">
              <CopyButton label={`Copy path ${row.path}`} text={() => row.path}>
                Path
              </CopyButton>
              <CopyButton
                label={`Copy value of ${row.path}`}
                text={() => JSON.stringify(valueAt(snapshot(props.state), row.path), null, 2) ?? 'undefined'}
              >
                Value
              </CopyButton>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The mounted widget's Valtio state as a live tree, and every change to it. */
export function StatePanel() {
  const { store, widget } = useTestbed();
  const { mount, mutations } = useSnapshot(store);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const state = mount.kind === 'mounted' ? widget.widgetState.current : null;

  const exportAll = () =>
    downloadJson('foyer-widget-state.json', {
      exportedAt: new Date().toISOString(),
      state: state ? snapshot(state) : null,
      mutations: snapshot(store.mutations),
    });

  return (
    <div className="panel state-panel">
      <div className="toolbar">
        <label htmlFor={searchId} className="visually-hidden">
          Search the state
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search paths and values"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className="button" onClick={exportAll}>
          Export JSON
        </button>
      </div>
      {state ? (
        <StateTree key={mount.kind === 'mounted' ? mount.generation : 0} state={state} query={query} />
      ) : (
        <p className="empty">No widget mounted.</p>
      )}
      <h3>Mutations</h3>
      <div className="table-wrap">
        <table className="data-table" aria-label="Mutation log">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Path</th>
              <th scope="col">Previous</th>
              <th scope="col">New</th>
            </tr>
          </thead>
          <tbody>
            {[...mutations].reverse().map((mutation) =>
              mutation.op === 'reload' ? (
                <tr key={mutation.id} className="is-reload">
                  <td>
                    <Time at={mutation.at} />
                  </td>
                  <td colSpan={3}>
                    <strong>Page reloaded</strong> <span className="muted">({mutation.reason})</span>
                  </td>
                </tr>
              ) : (
                <tr key={mutation.id}>
                  <td>
                    <Time at={mutation.at} />
                  </td>
                  <td className="mono">
                    {mutation.op === 'delete' ? 'delete ' : ''}
                    {mutation.path}
                  </td>
                  <td className="mono clip">{formatValue(mutation.previous)}</td>
                  <td className="mono clip">{mutation.op === 'delete' ? '—' : formatValue(mutation.next)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
        {mutations.length === 0 && <p className="empty">No changes yet.</p>}
      </div>
    </div>
  );
}
