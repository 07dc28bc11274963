import type { EthereumWalletId, WalletId, WalletProfile } from '../../contracts/wallets';

type WalletDescriptor = {
  name: string;
  /** Two letters and a colour for the announced icon. */
  badge: { letters: string; color: string };
};

export const WALLETS: { readonly [Wallet in WalletId]: WalletDescriptor } = {
  metamask: { name: 'MetaMask', badge: { letters: 'MM', color: '#e2761b' } },
  coinbase: { name: 'Coinbase Wallet', badge: { letters: 'CB', color: '#0052ff' } },
  binance: { name: 'Binance Wallet', badge: { letters: 'BN', color: '#c99400' } },
  vessel: { name: 'Vessel', badge: { letters: 'VS', color: '#2f7d6d' } },
  otherEthereum: { name: 'Test Ethereum Wallet', badge: { letters: 'TE', color: '#5b5b73' } },
  phantom: { name: 'Phantom', badge: { letters: 'PH', color: '#ab9ff2' } },
  otherSolana: { name: 'Test Solana Wallet', badge: { letters: 'TS', color: '#14a37f' } },
};

/** EIP-6963's reverse-DNS ids: the real ones where the widget may know them, test ids for the rest. */
export const EIP6963_RDNS: { readonly [Wallet in EthereumWalletId]: string } = {
  metamask: 'io.metamask',
  coinbase: 'com.coinbase.wallet',
  binance: 'test.foyer.wallet.binance',
  vessel: 'test.foyer.wallet.vessel',
  otherEthereum: 'test.foyer.wallet.ethereum',
};

/** The wallets each profile installs. */
export const PROFILE_WALLETS: { readonly [Profile in WalletProfile]: readonly WalletId[] } = {
  metamask: ['metamask'],
  coinbase: ['coinbase'],
  metamaskAndCoinbase: ['metamask', 'coinbase'],
  otherEvm: ['otherEthereum'],
  phantom: ['phantom'],
  otherSolana: ['otherSolana'],
  all: ['metamask', 'coinbase', 'binance', 'vessel', 'otherEthereum', 'phantom', 'otherSolana'],
  none: [],
};

export const PROFILE_LABELS: { readonly [Profile in WalletProfile]: string } = {
  metamask: 'MetaMask only',
  coinbase: 'Coinbase only',
  metamaskAndCoinbase: 'MetaMask and Coinbase',
  otherEvm: 'Other Ethereum wallet only',
  phantom: 'Phantom',
  otherSolana: 'Other Solana wallet',
  all: 'All seven',
  none: 'None',
};

/** A square SVG icon as EIP-6963 asks (a data URI, at least 96 pixels). */
export function walletIcon(wallet: WalletId): string {
  const { letters, color } = WALLETS[wallet].badge;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    '<text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" ' +
    `text-anchor="middle" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
