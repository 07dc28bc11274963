// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ApprovalMode,
  PendingWalletRequest,
  TestbedApi,
  WalletAccounts,
  WalletAnswer,
  WalletId,
  WalletLogEntry,
  WalletProfile,
  WalletRequest,
} from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { WalletsPanel } from './WalletsPanel';

const ADDRESSES: Partial<Record<WalletId, string>> = {
  metamask: '0x52908400098527886E0F7030069857D2E4169EE7',
  coinbase: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  phantom: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  otherSolana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
};

/**
 * The wallets capability as the panel sees it, with the page's side played by the test:
 * `requestFromPage` is a wallet in Ask mode waiting for the panel's decision.
 */
function fakeWalletsApi() {
  let profile: WalletProfile = 'none';
  const wallets = new Map<WalletId, WalletAccounts>(
    Object.entries(ADDRESSES).map(([wallet, address]) => [
      wallet as WalletId,
      {
        wallet: wallet as WalletId,
        addresses: [address],
        activeAddress: address,
        mode: 'approve' as ApprovalMode,
      },
    ]),
  );
  const waiting = new Map<
    string,
    { request: PendingWalletRequest; settle: (answer: WalletAnswer) => void }
  >();
  const log: WalletLogEntry[] = [];
  let onPending: ((pending: PendingWalletRequest[]) => void) | undefined;
  let onLogged: ((entry: WalletLogEntry) => void) | undefined;
  const find = (wallet: WalletId) => {
    const found = wallets.get(wallet);
    if (!found) throw new Error(`No test wallet ${wallet}.`);
    return found;
  };
  const decide = (id: string, answer: WalletAnswer) => {
    const entry = waiting.get(id);
    if (!entry) throw new Error(`No wallet request ${id} is waiting.`);
    waiting.delete(id);
    onPending?.([...waiting.values()].map(({ request }) => request));
    const logged: WalletLogEntry = answer.ok
      ? { ...entry.request, result: answer.result }
      : { ...entry.request, error: answer.error };
    log.push(logged);
    onLogged?.(logged);
    entry.settle(answer);
  };
  const api = {
    walletProfile: async () => profile,
    setWalletProfile: async (next: WalletProfile) => {
      profile = next;
    },
    listWalletAccounts: async () => structuredClone([...wallets.values()]),
    addWalletAccount: async (wallet: WalletId) => {
      const address = `0x${String(find(wallet).addresses.length).repeat(40)}`;
      find(wallet).addresses.push(address);
      return address;
    },
    selectWalletAccount: async (wallet: WalletId, address: string) => {
      find(wallet).activeAddress = address;
    },
    setWalletMode: async (wallet: WalletId, mode: ApprovalMode) => {
      find(wallet).mode = mode;
    },
    pendingWalletRequests: async () => [...waiting.values()].map(({ request }) => request),
    approveWalletRequest: async (id: string) => decide(id, { ok: true, result: [ADDRESSES.metamask] }),
    rejectWalletRequest: async (id: string) =>
      decide(id, { ok: false, error: { code: 4001, message: 'User rejected the request.' } }),
    walletLog: async () => structuredClone(log),
    onWalletPendingChanged: (listener: (pending: PendingWalletRequest[]) => void) => {
      onPending = listener;
      return () => {
        onPending = undefined;
      };
    },
    onWalletLogged: (listener: (entry: WalletLogEntry) => void) => {
      onLogged = listener;
      return () => {
        onLogged = undefined;
      };
    },
  } satisfies Partial<TestbedApi> as Partial<TestbedApi> as TestbedApi;
  return {
    api,
    profile: () => profile,
    mode: (wallet: WalletId) => find(wallet).mode,
    requestFromPage(request: WalletRequest): Promise<WalletAnswer> {
      return new Promise((settle) => {
        const id = crypto.randomUUID();
        waiting.set(id, { request: { ...request, id, at: 1_700_000_000_000 }, settle });
        onPending?.([...waiting.values()].map(({ request: waitingRequest }) => waitingRequest));
      });
    },
  };
}

function renderPanel(api: TestbedApi, installedProfile: WalletProfile | null, reload = () => {}) {
  const store = createTestbedStore(defaultMountSettings('public-token-test-wallets'), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const testbed: Testbed = {
    store,
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <WalletsPanel installedProfile={installedProfile} reload={reload} />
    </TestbedContext.Provider>,
  );
  return store;
}

const section = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

afterEach(cleanup);

describe('the wallets panel', () => {
  it('saves the chosen profile and says the page needs a reload to install it', async () => {
    const fake = fakeWalletsApi();
    let reloads = 0;
    renderPanel(fake.api, 'none', () => {
      reloads += 1;
    });
    const select = (await screen.findByLabelText('Profile')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('none'));
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();

    fireEvent.change(select, { target: { value: 'metamaskAndCoinbase' } });
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(
      /It has no test wallets; reload it to install “MetaMask and Coinbase”/,
    );
    expect(fake.profile()).toBe('metamaskAndCoinbase');
    fireEvent.click(within(status).getByRole('button', { name: 'Reload page' }));
    expect(reloads).toBe(1);
  });

  it("marks the page's wallets and lists each wallet's address", async () => {
    renderPanel(fakeWalletsApi().api, 'phantom');
    const phantom = await section('Phantom');
    expect(within(phantom).getByText('in this page')).toBeTruthy();
    expect(within(phantom).getByText(ADDRESSES.phantom ?? '')).toBeTruthy();
    expect(within(await section('MetaMask')).getByText('(not in this page)')).toBeTruthy();
  });

  it('adds an account to a wallet and makes it the active one with Use', async () => {
    renderPanel(fakeWalletsApi().api, 'coinbase');
    const coinbase = await section('Coinbase Wallet');
    fireEvent.click(within(coinbase).getByRole('button', { name: 'Add account to Coinbase Wallet' }));
    const list = within(coinbase).getByRole('list', { name: 'Coinbase Wallet accounts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const use = within(list).getByRole('button', { name: /^Use 0x[0-9a-fA-F]{40} in Coinbase Wallet$/ });
    fireEvent.click(use);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('active'));
  });

  it('in Ask mode shows a page request with Approve, answers it on approval, and logs the answer', async () => {
    const fake = fakeWalletsApi();
    renderPanel(fake.api, 'metamask');
    const metamask = await section('MetaMask');
    fireEvent.change(within(metamask).getByLabelText('Approval'), { target: { value: 'ask' } });
    await waitFor(() => expect(fake.mode('metamask')).toBe('ask'));
    await waitFor(() =>
      expect((within(metamask).getByLabelText('Approval') as HTMLSelectElement).value).toBe('ask'),
    );

    const answer = fake.requestFromPage({ wallet: 'metamask', method: 'eth_requestAccounts', params: null });
    const pending = await screen.findByRole('region', { name: 'Pending wallet requests' });
    fireEvent.click(
      await within(pending).findByRole('button', { name: 'Approve eth_requestAccounts from MetaMask' }),
    );
    const address = ADDRESSES.metamask ?? '';
    expect(await answer).toEqual({ ok: true, result: [address] });
    await within(pending).findByText(/No requests waiting/);

    const log = screen.getByRole('table', { name: 'Wallet request log' });
    const row = await within(log).findByRole('row', { name: /MetaMask eth_requestAccounts/ });
    expect(row.textContent).toContain(address);
  });

  it('answers a rejected request with code 4001 and logs it as an error', async () => {
    const fake = fakeWalletsApi();
    renderPanel(fake.api, 'otherSolana');
    const answer = fake.requestFromPage({ wallet: 'otherSolana', method: 'connect', params: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject connect from Test Solana Wallet' }));
    expect(await answer).toMatchObject({ ok: false, error: { code: 4001 } });
    const log = screen.getByRole('table', { name: 'Wallet request log' });
    const row = await within(log).findByRole('row', { name: /Test Solana Wallet connect/ });
    expect(row.textContent).toContain('4001 User rejected the request.');
    expect(row.className).toBe('is-error');
  });
});
