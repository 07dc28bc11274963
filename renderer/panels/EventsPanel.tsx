import { useId, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { CopyButton } from '../../console/views/parts/CopyButton';
import { formatValue } from '../../console/views/parts/format';
import { Time } from '../../console/views/parts/Time';
import { useTestbed } from '../app/testbed-context';
import type { EventEntry } from '../app/testbed-store';

const SOURCES: ReadonlyArray<EventEntry['source'] | 'all'> = ['all', 'onEvent', 'onError', 'host'];

function matches(entry: EventEntry, source: string, query: string): boolean {
  if (source !== 'all' && entry.source !== source) return false;
  if (!query) return true;
  const haystack = `${entry.name} ${formatValue(entry.args)}`.toLowerCase();
  return haystack.includes(query.toLowerCase());
}

/** Every callback and event the widget emitted, and what the testbed did as its host. */
export function EventsPanel() {
  const { store } = useTestbed();
  const { events } = useSnapshot(store);
  const [query, setQuery] = useState('');
  const [source, setSource] = useState<string>('all');
  const filterId = useId();
  const sourceId = useId();
  const shown = events.filter((entry) => matches(entry, source, query));

  return (
    <div className="panel events-panel">
      <div className="toolbar">
        <label htmlFor={filterId} className="visually-hidden">
          Filter events
        </label>
        <input
          id={filterId}
          type="search"
          placeholder="Filter by name or arguments"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <label htmlFor={sourceId} className="visually-hidden">
          Source
        </label>
        <select id={sourceId} value={source} onChange={(e) => setSource(e.target.value)}>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All sources' : s}
            </option>
          ))}
        </select>
        <CopyButton
          size="normal"
          label="Copy the shown events as JSON"
          text={() =>
            JSON.stringify(
              snapshot(store.events).filter((entry) => matches(entry, source, query)),
              null,
              2,
            )
          }
        />
        <button
          type="button"
          className="button"
          onClick={() => {
            store.events = [];
          }}
        >
          Clear
        </button>
      </div>
      <div className="table-wrap">
        <table className="data-table" aria-label="Events">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Source</th>
              <th scope="col">Name</th>
              <th scope="col">Arguments</th>
            </tr>
          </thead>
          <tbody>
            {[...shown].reverse().map((entry) => (
              <tr key={entry.id} className={entry.source === 'onError' ? 'is-error' : undefined}>
                <td>
                  <Time at={entry.at} />
                </td>
                <td>{entry.source}</td>
                <td className="mono">{entry.name}</td>
                <td className="mono args-cell">
                  <details>
                    <summary>{formatValue(entry.args.length === 1 ? entry.args[0] : entry.args)}</summary>
                    <pre>{JSON.stringify(entry.args.length === 1 ? entry.args[0] : entry.args, null, 2)}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && (
          <p className="empty">{events.length ? 'No event matches.' : 'No events yet.'}</p>
        )}
      </div>
    </div>
  );
}
