import type { WalletId } from '../../contracts/wallets';
import { forwarderFor, type SendWalletRequest } from './forward';
import { createProviderEvents } from './provider-events';

type Listener = (...args: unknown[]) => void;

/** The EIP-1193 surface a page (and the prebuilt UI's detection) reads, plus the flags of injected wallets. */
export type TestEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): TestEip1193Provider;
  removeListener(event: string, listener: Listener): TestEip1193Provider;
  isMetaMask?: true;
  isCoinbaseWallet?: true;
  /** Set on `window.ethereum` when several wallets share it, as Coinbase's extension does. */
  providers?: TestEip1193Provider[];
};

const CHAIN_ID = '0x1';

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((address, index) => address === b[index]);
}

/**
 * An EIP-1193 provider whose every request goes to `send`. `request` is a closure, not a method:
 * callers (the prebuilt UI among them) take it off the provider and call it on its own. It emits
 * `connect` on the first granted accounts and `accountsChanged` whenever they differ from the last.
 */
export function createEvmProvider(wallet: WalletId, send: SendWalletRequest): TestEip1193Provider {
  const forward = forwarderFor(wallet, send);
  const events = createProviderEvents();
  let accounts: string[] = [];
  let isConnected = false;

  const noteAccounts = (result: unknown) => {
    if (!Array.isArray(result)) return;
    const next = result.map(String);
    if (!isConnected && next.length > 0) {
      isConnected = true;
      events.emit('connect', { chainId: CHAIN_ID });
    }
    if (!sameAccounts(accounts, next)) {
      accounts = next;
      events.emit('accountsChanged', next);
    }
  };

  const provider: TestEip1193Provider = {
    request: async ({ method, params }) => {
      const result = await forward(method, params);
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') noteAccounts(result);
      return result;
    },
    on: (event, listener) => {
      events.on(event, listener);
      return provider;
    },
    removeListener: (event, listener) => {
      events.removeListener(event, listener);
      return provider;
    },
  };
  if (wallet === 'metamask') provider.isMetaMask = true;
  if (wallet === 'coinbase') provider.isCoinbaseWallet = true;
  return provider;
}
