import { describe, expect, it } from 'vitest';
import { fakeEthereumProvider } from '../../test-support/wallets';
import { WalletDirectory, type WalletPage } from './wallet-directory';
import type { EthereumProvider } from './wallet-providers';

/** A page of its own per test, so no announcement reaches another test's directory. */
function fakePage(globals: Partial<WalletPage> = {}) {
  const page = Object.assign(new EventTarget(), globals) as WalletPage;
  let requests = 0;
  page.addEventListener('eip6963:requestProvider', () => {
    requests += 1;
  });
  const announce = (rdns: string, provider: EthereumProvider) =>
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns }, provider } }));
  return { page, announce, requests: () => requests };
}

describe('WalletDirectory', () => {
  it('asks the page’s wallets to announce themselves, once', () => {
    const { page, requests } = fakePage();
    new WalletDirectory(page, new AbortController().signal);
    expect(requests()).toBe(1);
  });

  it('starts with the globals and adds a wallet that announces itself later, telling subscribers', () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    const { page, announce } = fakePage({ ethereum: metamask });
    const directory = new WalletDirectory(page, new AbortController().signal);
    let changes = 0;
    directory.subscribe(() => {
      changes += 1;
    });
    expect(directory.wallets().map((wallet) => wallet.option)).toEqual(['Metamask']);
    const coinbase = fakeEthereumProvider();
    announce('com.coinbase.wallet', coinbase);
    expect(directory.wallets().map((wallet) => wallet.option)).toEqual(['Coinbase', 'Metamask']);
    expect(directory.find('Coinbase')?.provider).toBe(coinbase);
    expect(changes).toBe(1);
  });

  it('keeps the same list, unannounced, when a wallet announces again or is already a global', () => {
    const metamask = fakeEthereumProvider({ isMetaMask: true });
    const { page, announce } = fakePage({ ethereum: metamask });
    const directory = new WalletDirectory(page, new AbortController().signal);
    const before = directory.wallets();
    let changes = 0;
    directory.subscribe(() => {
      changes += 1;
    });
    announce('io.metamask', metamask);
    announce('io.metamask', metamask);
    announce('not-a-wallet', { nothing: true } as never);
    expect(directory.wallets()).toBe(before);
    expect(changes).toBe(0);
  });

  it('stops listening when its lifetime ends', () => {
    const { page, announce } = fakePage();
    const lifetime = new AbortController();
    const directory = new WalletDirectory(page, lifetime.signal);
    let changes = 0;
    directory.subscribe(() => {
      changes += 1;
    });
    lifetime.abort();
    announce('io.metamask', fakeEthereumProvider());
    expect(directory.wallets()).toEqual([]);
    expect(changes).toBe(0);
  });
});
