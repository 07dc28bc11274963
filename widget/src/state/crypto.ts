import type { WidgetStore } from './store';

/** The wallet options of the spec, in the order Main lists the detected ones. */
export const WALLET_OPTIONS = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'GenericEthereumWallet',
  'GenericSolanaWallet',
] as const;

export type WalletOption = (typeof WALLET_OPTIONS)[number];

/** Phantom and the generic Solana wallet sign Solana messages; the others are Ethereum wallets. */
export type SolanaWalletOption = 'Phantom' | 'GenericSolanaWallet';
export type EthereumWalletOption = Exclude<WalletOption, SolanaWalletOption>;
export type WalletType = 'ethereum' | 'solana';

export function walletTypeOf(option: WalletOption): WalletType {
  return option === 'Phantom' || option === 'GenericSolanaWallet' ? 'solana' : 'ethereum';
}

/**
 * The wallet sign-in under way: the wallet the user picked, then the address it gave, then the
 * server's challenge for that address to sign. Empty strings until each step has happened.
 */
export type CryptoState = { walletAddress: string; walletOption: WalletOption; walletChallenge: string };

export const initialCryptoState = (): CryptoState => ({
  walletAddress: '',
  walletOption: 'Metamask',
  walletChallenge: '',
});

/** Starts a sign-in with `option`: what an earlier attempt learned belongs to another one. */
export function chooseWallet(store: WidgetStore, option: WalletOption): void {
  store.formState.cryptoState = { walletAddress: '', walletOption: option, walletChallenge: '' };
}

export function setWalletAddress(store: WidgetStore, address: string): void {
  store.formState.cryptoState.walletAddress = address;
}

export function setWalletChallenge(store: WidgetStore, challenge: string): void {
  store.formState.cryptoState.walletChallenge = challenge;
}
