import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Time } from '../../console/views/parts/Time';
import type { Cookie, CookieChange, CookieKey } from '../../preload/api';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { CookieDetail } from './CookieDetail';

const keyOf = (cookie: CookieKey) => `${cookie.domain}|${cookie.path}|${cookie.name}`;

function ChangeValues(props: { change: CookieChange }) {
  const { change } = props;
  if (change.removed) return null;
  if (!change.previous) {
    return <div className="change-value mono">{change.cookie.value}</div>;
  }
  return (
    <dl className="change-values">
      <dt>old</dt>
      <dd className="change-value mono">{change.previous.value}</dd>
      <dt>new</dt>
      <dd className="change-value mono">{change.cookie.value}</dd>
    </dl>
  );
}

/**
 * The page's cookies with DevTools' columns, live; the selected one in full below (a JWT decoded),
 * and why each one changed, with old and new values.
 */
export function CookiesPanel() {
  const { api, store } = useTestbed();
  const { cookieChanges } = useSnapshot(store);
  const changes = [...cookieChanges].reverse();
  const [cookies, setCookies] = useState<Cookie[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = cookies.find((cookie) => keyOf(cookie) === selectedKey) ?? null;
  const refresh = useCallback(
    () => api.listCookies().then(setCookies, reportFailure(store, 'Reading the cookies')),
    [api, store],
  );

  const newest = changes[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new change (and the first render) re-reads the jar
  useEffect(() => {
    void refresh();
  }, [newest, refresh]);

  return (
    <div className="panel cookies-panel">
      <div className="toolbar">
        <span className="muted">{cookies.length} cookies</span>
        <button type="button" className="button" onClick={() => void refresh()}>
          Refresh
        </button>
        <button
          type="button"
          className="button danger"
          disabled={cookies.length === 0}
          onClick={() =>
            void api.deleteAllCookies().then(refresh, reportFailure(store, 'Deleting all cookies'))
          }
        >
          Delete all
        </button>
      </div>
      <div className="table-wrap">
        <table className="data-table cookie-table" aria-label="Cookies">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">Domain</th>
              <th scope="col">Path</th>
              <th scope="col">Expires</th>
              <th scope="col">Size</th>
              <th scope="col">HttpOnly</th>
              <th scope="col">Secure</th>
              <th scope="col">SameSite</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={keyOf(cookie)} className={keyOf(cookie) === selectedKey ? 'is-selected' : undefined}>
                <td className="mono">
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={keyOf(cookie) === selectedKey}
                    onClick={() => setSelectedKey(keyOf(cookie) === selectedKey ? null : keyOf(cookie))}
                  >
                    {cookie.name}
                  </button>
                </td>
                <td className="mono clip" title={cookie.value}>
                  {cookie.value}
                </td>
                <td>{cookie.domain}</td>
                <td>{cookie.path}</td>
                <td>{cookie.expires === null ? 'Session' : <Time at={cookie.expires * 1000} />}</td>
                <td>{cookie.size}</td>
                <td>{cookie.httpOnly ? '✓' : ''}</td>
                <td>{cookie.secure ? '✓' : ''}</td>
                <td>{cookie.sameSite}</td>
                <td>
                  <button
                    type="button"
                    className="button small"
                    aria-label={`Delete cookie ${cookie.name}`}
                    title="Delete"
                    onClick={() =>
                      void api
                        .deleteCookie(cookie)
                        .then(refresh, reportFailure(store, `Deleting cookie ${cookie.name}`))
                    }
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {cookies.length === 0 && <p className="empty">No cookies for this page.</p>}
      </div>
      {selected ? (
        <CookieDetail cookie={selected} />
      ) : (
        cookies.length > 0 && <p className="muted">Select a cookie by its name to see it in full.</p>
      )}
      <h3>Changes</h3>
      <ul className="change-log" aria-label="Cookie changes" aria-live="polite">
        {changes.map((change) => (
          <li
            key={`${change.at}|${change.cookie.domain}|${change.cookie.path}|${change.cookie.name}|${change.cause}|${change.removed}`}
          >
            <Time at={change.at} />{' '}
            <span className={change.removed ? 'badge removed' : 'badge added'}>
              {change.removed ? 'removed' : 'set'}
            </span>{' '}
            <span className="mono">{change.cookie.name}</span> <span className="muted">({change.cause})</span>
            <ChangeValues change={change} />
          </li>
        ))}
        {changes.length === 0 && <li className="empty">No changes since the page loaded.</li>}
      </ul>
    </div>
  );
}
