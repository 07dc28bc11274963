import {
  type EthereumWalletId,
  WALLET_CHAIN,
  type WalletId,
  type WalletProfile,
} from '../../contracts/wallets';
import { announceProviders } from './eip6963';
import { createEvmProvider, type TestEip1193Provider } from './evm-provider';
import type { SendWalletRequest } from './forward';
import { createSolanaProvider, type TestSolanaProvider } from './solana-provider';
import { PROFILE_WALLETS } from './wallet-catalog';

/** The globals wallet extensions inject; kept off the global `Window` type, which the widget may declare its own way. */
export type TestWalletGlobals = {
  ethereum?: TestEip1193Provider;
  BinanceChain?: TestEip1193Provider;
  vessel?: { ethereum: TestEip1193Provider };
  solana?: TestSolanaProvider;
  phantom?: { solana: TestSolanaProvider };
};

/** The wallets whose extensions share `window.ethereum` (Binance and Vessel have globals of their own). */
const SHARES_WINDOW_ETHEREUM: readonly WalletId[] = ['metamask', 'coinbase', 'otherEthereum'];

/**
 * Installs the profile's test wallets into `win` the way their extensions would: the globals and
 * flags the prebuilt UI reads, and an EIP-6963 announcement per EIP-1193 wallet. Every request
 * goes to `send`; no key is ever in the page. Run it before the widget first looks for wallets.
 *
 * `window.ethereum` is the first wallet sharing it, and carries `providers[]` when more than one
 * does, or when the only one is a generic wallet (the prebuilt UI finds "other Ethereum" there).
 */
export function installTestWallets(win: Window, profile: WalletProfile, send: SendWalletRequest): void {
  const globals = win as Window & TestWalletGlobals;
  const wallets = PROFILE_WALLETS[profile];
  const evm = wallets
    .filter((wallet): wallet is EthereumWalletId => WALLET_CHAIN[wallet] === 'ethereum')
    .map((wallet) => ({ wallet, provider: createEvmProvider(wallet, send) }));

  const sharing = evm
    .filter(({ wallet }) => SHARES_WINDOW_ETHEREUM.includes(wallet))
    .map((entry) => entry.provider);
  const [first] = sharing;
  if (first) {
    if (sharing.length > 1 || wallets.includes('otherEthereum')) first.providers = sharing;
    globals.ethereum = first;
  }
  for (const { wallet, provider } of evm) {
    if (wallet === 'binance') globals.BinanceChain = provider;
    if (wallet === 'vessel') globals.vessel = { ethereum: provider };
  }

  // Phantom injects itself at both globals; a second Solana wallet installed after it takes
  // `window.solana`, as extensions do, leaving Phantom at `window.phantom.solana`.
  if (wallets.includes('phantom')) {
    const phantom = createSolanaProvider('phantom', send);
    globals.solana = phantom;
    globals.phantom = { solana: phantom };
  }
  if (wallets.includes('otherSolana')) globals.solana = createSolanaProvider('otherSolana', send);

  announceProviders(win, evm);
}
