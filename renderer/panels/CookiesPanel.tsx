import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Cookie } from '../../preload/api';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { formatTime } from '../components/format';

function formatExpires(expires: number | null): string {
  if (expires === null) return 'Session';
  // UTC (the header says so) without milliseconds: the column stays narrow enough for all nine.
  return new Date(expires * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '');
}

/** The page's cookies with DevTools' columns, live, with why each one changed. */
export function CookiesPanel() {
  const { api, store } = useTestbed();
  const { cookieChanges } = useSnapshot(store);
  const changes = [...cookieChanges].reverse();
  const [cookies, setCookies] = useState<Cookie[]>([]);
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
              <th scope="col">Expires (UTC)</th>
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
              <tr key={`${cookie.domain}|${cookie.path}|${cookie.name}`}>
                <td className="mono">{cookie.name}</td>
                <td className="mono clip" title={cookie.value}>
                  {cookie.value}
                </td>
                <td>{cookie.domain}</td>
                <td>{cookie.path}</td>
                <td className="mono">{formatExpires(cookie.expires)}</td>
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
      <h3>Changes</h3>
      <ul className="change-log" aria-label="Cookie changes" aria-live="polite">
        {changes.map((change) => (
          <li
            key={`${change.at}|${change.cookie.domain}|${change.cookie.path}|${change.cookie.name}|${change.cause}|${change.removed}`}
          >
            <span className="mono">{formatTime(change.at)}</span>{' '}
            <span className={change.removed ? 'badge removed' : 'badge added'}>
              {change.removed ? 'removed' : 'set'}
            </span>{' '}
            <span className="mono">{change.cookie.name}</span> <span className="muted">({change.cause})</span>
          </li>
        ))}
        {changes.length === 0 && <li className="empty">No changes since the page loaded.</li>}
      </ul>
    </div>
  );
}
