import { useCallback, useEffect, useId, useState } from 'react';
import { WALLET_PROFILES } from '../../contracts/wallets';
import type {
  PendingWalletRequest,
  WalletAccounts,
  WalletId,
  WalletLogEntry,
  WalletProfile,
} from '../../preload/api';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { pageWalletProfile } from '../wallets/page-wallets';
import { PROFILE_LABELS, PROFILE_WALLETS } from '../wallets/wallet-catalog';
import { WalletsAccounts } from './WalletsAccounts';
import { WalletsLog } from './WalletsLog';
import { WalletsPending } from './WalletsPending';

/**
 * Test crypto wallets in the testbed page, with no extension: which wallets the page has, each
 * wallet's accounts and how it answers, the requests waiting for a decision, and every answer.
 * The keys stay on the privileged side; the page's providers forward each request there.
 */
export function WalletsPanel(props: { installedProfile?: WalletProfile | null; reload?: () => void }) {
  const { api, store } = useTestbed();
  const installed = props.installedProfile === undefined ? pageWalletProfile() : props.installedProfile;
  const reload = props.reload ?? (() => location.reload());
  const [profile, setProfile] = useState<WalletProfile | null>(null);
  const [accounts, setAccounts] = useState<WalletAccounts[] | null>(null);
  const [pending, setPending] = useState<PendingWalletRequest[]>([]);
  const [log, setLog] = useState<WalletLogEntry[]>([]);
  const profileId = useId();

  const refreshAccounts = useCallback(
    () => api.listWalletAccounts().then(setAccounts, reportFailure(store, 'Reading the wallet accounts')),
    [api, store],
  );
  const refreshLog = useCallback(
    () => api.walletLog().then(setLog, reportFailure(store, 'Reading the wallet log')),
    [api, store],
  );
  useEffect(() => {
    // Subscribed first, read second, so nothing between the two is lost; a push is newer than
    // the first read, which must not overwrite it.
    let hasPush = false;
    const stopPending = api.onWalletPendingChanged((next) => {
      hasPush = true;
      setPending(next);
    });
    const stopLog = api.onWalletLogged(() => void refreshLog());
    api.walletProfile().then(setProfile, reportFailure(store, 'Reading the wallet profile'));
    api.pendingWalletRequests().then(
      (first) => {
        if (!hasPush) setPending(first);
      },
      reportFailure(store, 'Reading the pending wallet requests'),
    );
    void refreshAccounts();
    void refreshLog();
    return () => {
      stopPending();
      stopLog();
    };
  }, [api, store, refreshAccounts, refreshLog]);

  const act = (action: string, call: () => Promise<unknown>) =>
    void call().then(refreshAccounts, reportFailure(store, action));
  const chooseProfile = (next: WalletProfile) =>
    api
      .setWalletProfile(next)
      .then(() => setProfile(next), reportFailure(store, 'Saving the wallet profile'));
  const inPage = new Set<WalletId>(installed ? PROFILE_WALLETS[installed] : []);

  return (
    <div className="panel wallets-panel">
      <h3>Wallets in the page</h3>
      <div className="row">
        <label htmlFor={profileId}>Profile</label>
        <select
          id={profileId}
          value={profile ?? ''}
          disabled={profile === null}
          onChange={(event) => void chooseProfile(event.target.value as WalletProfile)}
        >
          {WALLET_PROFILES.map((option) => (
            <option key={option} value={option}>
              {PROFILE_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {profile !== null && profile !== installed ? (
        <p className="hint" role="status">
          The page installs its wallets when it loads. It has{' '}
          {installed && installed !== 'none' ? `“${PROFILE_LABELS[installed]}”` : 'no test wallets'}; reload
          it to install “{PROFILE_LABELS[profile]}”.{' '}
          <button type="button" className="button small" onClick={reload}>
            Reload page
          </button>
        </p>
      ) : (
        <p className="hint">Installed in this page before the widget mounts; a new profile takes a reload.</p>
      )}

      <h3>Pending requests</h3>
      <WalletsPending
        pending={pending}
        onApprove={(request) =>
          api.approveWalletRequest(request.id).catch(reportFailure(store, `Approving ${request.method}`))
        }
        onReject={(request) =>
          api.rejectWalletRequest(request.id).catch(reportFailure(store, `Rejecting ${request.method}`))
        }
      />

      <h3>Request log</h3>
      <WalletsLog entries={log} />

      <h3>Accounts</h3>
      {accounts?.map((wallet) => (
        <WalletsAccounts
          key={wallet.wallet}
          accounts={wallet}
          isInPage={inPage.has(wallet.wallet)}
          actions={{
            setMode: (mode) => act('Setting the approval mode', () => api.setWalletMode(wallet.wallet, mode)),
            addAccount: () => act('Adding a wallet account', () => api.addWalletAccount(wallet.wallet)),
            selectAccount: (address) =>
              act('Choosing the wallet account', () => api.selectWalletAccount(wallet.wallet, address)),
          }}
        />
      ))}
    </div>
  );
}
