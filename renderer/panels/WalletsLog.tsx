import { formatValue } from '../../console/views/parts/format';
import { Time } from '../../console/views/parts/Time';
import type { WalletLogEntry } from '../../preload/api';
import { WALLETS } from '../wallets/wallet-catalog';

/** Every request the page's wallets answered, newest first. */
export function WalletsLog(props: { entries: readonly WalletLogEntry[] }) {
  const newestFirst = [...props.entries].reverse();
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label="Wallet request log">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Wallet</th>
            <th scope="col">Method</th>
            <th scope="col">Params</th>
            <th scope="col">Result or error</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((entry) => {
            const outcome =
              'error' in entry ? `${entry.error.code} ${entry.error.message}` : formatValue(entry.result);
            return (
              <tr key={entry.id} className={'error' in entry ? 'is-error' : undefined}>
                <td>
                  <Time at={entry.at} />
                </td>
                <td>{WALLETS[entry.wallet].name}</td>
                <td className="mono">{entry.method}</td>
                <td className="mono clip" title={formatValue(entry.params)}>
                  {formatValue(entry.params)}
                </td>
                <td className="mono clip" title={outcome}>
                  {outcome}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {newestFirst.length === 0 && <p className="empty">No wallet requests yet.</p>}
    </div>
  );
}
