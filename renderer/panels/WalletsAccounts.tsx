import { useId } from 'react';
import { APPROVAL_MODES } from '../../contracts/wallets';
import type { ApprovalMode, WalletAccounts } from '../../preload/api';
import { WALLETS } from '../wallets/wallet-catalog';

export const MODE_LABELS: { readonly [Mode in ApprovalMode]: string } = {
  approve: 'Approve everything',
  ask: 'Ask: approve or reject each request here',
  reject: 'Reject everything (code 4001)',
  wrongKey: 'Sign with the wrong key',
};

export type WalletAccountActions = {
  setMode(mode: ApprovalMode): void;
  addAccount(): void;
  selectAccount(address: string): void;
};

/** One test wallet: whether the page has it, how it answers, and its accounts. */
export function WalletsAccounts(props: {
  accounts: WalletAccounts;
  isInPage: boolean;
  actions: WalletAccountActions;
}) {
  const { accounts, isInPage, actions } = props;
  const name = WALLETS[accounts.wallet].name;
  const headingId = useId();
  const modeId = useId();
  return (
    <section className="wallets-wallet" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {name}{' '}
        {isInPage ? (
          <span className="badge added">in this page</span>
        ) : (
          <span className="muted">(not in this page)</span>
        )}
      </h4>
      <div className="row">
        <label htmlFor={modeId}>Approval</label>
        <select
          id={modeId}
          value={accounts.mode}
          onChange={(event) => actions.setMode(event.target.value as ApprovalMode)}
        >
          {APPROVAL_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      </div>
      <ul className="wallets-addresses" aria-label={`${name} accounts`}>
        {accounts.addresses.map((address) => (
          <li key={address}>
            <span className="mono">{address}</span>{' '}
            {address === accounts.activeAddress ? (
              <span className="badge">active</span>
            ) : (
              <button
                type="button"
                className="button small"
                aria-label={`Use ${address} in ${name}`}
                onClick={() => actions.selectAccount(address)}
              >
                Use
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button small"
        aria-label={`Add account to ${name}`}
        onClick={actions.addAccount}
      >
        Add account
      </button>
    </section>
  );
}
