import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';
import { editSettings } from '../app/testbed-store';
import { searchStrings } from './string-search';

// Enough to scan; a search narrows the rest.
const SHOWN = 40;

/** The widget's message ids with their English text, searchable; one click starts an override of it. */
export function StringsEditor() {
  const { store } = useTestbed();
  const { strings } = useSnapshot(store).settings;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const matches = searchStrings(query);

  return (
    <div className="strings-editor">
      <label htmlFor={searchId}>Find a string to override</label>
      <input
        id={searchId}
        type="search"
        placeholder="Id or English text"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="string-list" aria-label="Widget strings">
        {matches.slice(0, SHOWN).map(({ id, english }) => {
          const isOverridden = id in strings;
          return (
            <li key={id}>
              <button
                type="button"
                className="string-pick"
                disabled={isOverridden}
                onClick={() => {
                  editSettings(store, { strings: { ...store.settings.strings, [id]: english } });
                }}
              >
                {/* Named by what it shows, after the verb: "Override main.title Sign up or log in". */}
                <span className="visually-hidden">Override </span>
                <code>{id}</code> <span>{isOverridden ? `overridden: ${String(strings[id])}` : english}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="hint">
        {matches.length > SHOWN
          ? `${SHOWN} of ${matches.length} shown; search to narrow.`
          : `${matches.length} ${matches.length === 1 ? 'string' : 'strings'}.`}{' '}
        A picked string is added to the JSON below with its English text, to edit there.
      </p>
    </div>
  );
}
