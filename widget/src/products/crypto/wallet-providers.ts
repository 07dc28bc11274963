import type { EthereumWalletOption, SolanaWalletOption } from '../../state/crypto';

/** An EIP-1193 provider, as far as the widget uses it. Real wallets add more. */
export type EthereumProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
};

/** A Solana wallet provider (Phantom's interface, which other Solana wallets copy). */
export type SolanaProvider = {
  connect(): Promise<{ publicKey: { toString(): string } }>;
  signMessage?(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array }>;
  request?(args: { method: string; params?: unknown }): Promise<unknown>;
  isPhantom?: boolean;
};

/** A wallet found on the page: its option on Main and the provider that talks to it. */
export type DetectedWallet =
  | { option: EthereumWalletOption; type: 'ethereum'; provider: EthereumProvider }
  | { option: SolanaWalletOption; type: 'solana'; provider: SolanaProvider };

/** An EIP-6963 announcement's `detail`, reduced to what detection reads. */
export type AnnouncedWallet = { rdns: string; provider: EthereumProvider };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isEthereumProvider(value: unknown): value is EthereumProvider {
  return isObject(value) && typeof value.request === 'function';
}

export function isSolanaProvider(value: unknown): value is SolanaProvider {
  return isObject(value) && typeof value.connect === 'function';
}

/**
 * The announcement an `eip6963:announceProvider` event carries, or null when it is not one: wallets
 * are other people's code, so nothing about the event is trusted.
 */
export function announcedWalletOf(event: Event): AnnouncedWallet | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (!isObject(detail) || !isObject(detail.info) || !isEthereumProvider(detail.provider)) return null;
  const { rdns } = detail.info;
  return typeof rdns === 'string' ? { rdns, provider: detail.provider } : null;
}
