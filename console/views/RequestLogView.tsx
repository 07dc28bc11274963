import { type LoggedRequest, requestMatches } from '@foyer/emulator/control';
import { type RefObject, useState } from 'react';
import { requestSource } from './list-sources';
import { ShowMore } from './parts/ShowMore';
import { Time } from './parts/Time';
import { useWindowedRows } from './parts/use-windowed-rows';
import { WindowSpacer } from './parts/WindowSpacer';
import { useLiveList } from './use-live-list';
import './request-log-view.css';
import { ListReadError } from './parts/ListReadError';

const isRefusal = (request: LoggedRequest) => request.status >= 400;

function RequestRow(props: {
  request: LoggedRequest;
  index: number;
  ref: (element: HTMLElement | null) => void;
}) {
  const { request } = props;
  return (
    <tr ref={props.ref} data-index={props.index} className={isRefusal(request) ? 'is-error' : undefined}>
      <td>
        <Time at={request.at} />
      </td>
      <td className="mono">{request.method}</td>
      <td className="mono wrap">
        {request.path}
        {request.sandbox_value && (
          <div className="request-sandbox-value">sandbox value: {request.sandbox_value}</div>
        )}
      </td>
      <td className="mono">{request.status}</td>
      <td className="mono clip" title={request.origin ?? undefined}>
        {request.origin ?? <span className="muted">—</span>}
      </td>
      <td className="wrap">
        {request.error_type && <span className="mono">{request.error_type}</span>}
        {request.error_message && <div className="request-error-message">{request.error_message}</div>}
        {request.detail && <div className="request-error-detail muted">{request.detail}</div>}
      </td>
    </tr>
  );
}

/**
 * What the project's pages, server and tools asked the emulator lately, newest first, and what it
 * answered: a refusal shows its type and words, and beneath them the emulator's detail (which user,
 * which setting, why), which the answer itself leaves out, so why a flow failed can be read here; a
 * call one of the provider's sandbox values answered says which, since its fixed answer is not the
 * project's.
 */
export function RequestLogView() {
  // The emulator keeps a project's last 200 requests, one page, which the console's page carries
  // whole: filtered here, as they arrive.
  const requests = useLiveList(requestSource);
  const [filter, setFilter] = useState('');
  const [isOnlyRefusals, setIsOnlyRefusals] = useState(false);
  const all = requests.records;
  const shown = all.filter(
    (request) => (!isOnlyRefusals || isRefusal(request)) && requestMatches(request, filter),
  );
  const isFiltered = shown.length !== all.length;
  const rows = useWindowedRows({
    count: shown.length,
    estimateSize: 30,
    ...(requests.hasMore ? { onEnd: requests.loadMore } : {}),
  });

  return (
    <div className="panel request-log-view">
      <div className="toolbar">
        <input
          type="search"
          aria-label="Filter requests"
          placeholder="Filter by path, status or error type"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={isOnlyRefusals}
            onChange={(event) => setIsOnlyRefusals(event.target.checked)}
          />
          Only refusals
        </label>
        <span className="muted" role="status">
          {isFiltered ? `${shown.length} of ${all.length}` : all.length}{' '}
          {all.length === 1 ? 'request' : 'requests'}
        </span>
      </div>
      <ListReadError list={requests} what="the requests" />
      {shown.length > 0 && (
        <div className="table-wrap">
          <table
            ref={rows.listRef as RefObject<HTMLTableElement | null>}
            className="data-table"
            aria-label="Requests"
          >
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Status</th>
                <th scope="col">Origin</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              <WindowSpacer height={rows.before} columns={6} />
              {rows.items.map(({ index }) => {
                const request = shown[index];
                return (
                  request && (
                    <RequestRow key={request.seq} request={request} index={index} ref={rows.measure} />
                  )
                );
              })}
              <WindowSpacer height={rows.after} columns={6} />
            </tbody>
          </table>
        </div>
      )}
      <ShowMore list={requests} noun="requests" />
      {requests.loaded && !requests.error && all.length === 0 && (
        <p className="empty">No requests for this project yet.</p>
      )}
      {all.length > 0 && shown.length === 0 && <p className="empty">No request matches the filter.</p>}
    </div>
  );
}
