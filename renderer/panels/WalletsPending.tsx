import { formatValue } from '../../console/views/parts/format';
import { Time } from '../../console/views/parts/Time';
import type { PendingWalletRequest } from '../../preload/api';
import { WALLETS } from '../wallets/wallet-catalog';

/** The requests waiting for the developer, as a wallet's prompt would show them. */
export function WalletsPending(props: {
  pending: readonly PendingWalletRequest[];
  onApprove: (request: PendingWalletRequest) => void;
  onReject: (request: PendingWalletRequest) => void;
}) {
  const { pending } = props;
  return (
    <section aria-label="Pending wallet requests" aria-live="polite">
      {pending.length === 0 ? (
        <p className="empty">No requests waiting. Wallets in “Ask” mode wait here for Approve or Reject.</p>
      ) : (
        <ul className="wallets-pending">
          {pending.map((request) => {
            const name = WALLETS[request.wallet].name;
            return (
              <li key={request.id}>
                <p>
                  <strong>{name}</strong> asks <span className="mono">{request.method}</span>{' '}
                  <Time className="muted" at={request.at} />
                </p>
                <p className="mono clip" title={formatValue(request.params)}>
                  {formatValue(request.params)}
                </p>
                <div className="actions">
                  <button
                    type="button"
                    className="button primary small"
                    aria-label={`Approve ${request.method} from ${name}`}
                    onClick={() => props.onApprove(request)}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className="button danger small"
                    aria-label={`Reject ${request.method} from ${name}`}
                    onClick={() => props.onReject(request)}
                  >
                    Reject
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
