import type { CapabilityContract } from './capability-contract';

/** The seven wallet options of the spec; Phantom and the generic Solana wallet speak Solana, the rest EIP-1193. */
export const WALLET_IDS = [
  'metamask',
  'coinbase',
  'binance',
  'vessel',
  'otherEthereum',
  'phantom',
  'otherSolana',
] as const;
export type WalletId = (typeof WALLET_IDS)[number];

export const WALLET_CHAIN = {
  metamask: 'ethereum',
  coinbase: 'ethereum',
  binance: 'ethereum',
  vessel: 'ethereum',
  otherEthereum: 'ethereum',
  phantom: 'solana',
  otherSolana: 'solana',
} as const satisfies { readonly [Wallet in WalletId]: 'ethereum' | 'solana' };
export type WalletChain = (typeof WALLET_CHAIN)[WalletId];
/** The wallets speaking EIP-1193 (and announced over EIP-6963). */
export type EthereumWalletId = {
  [Wallet in WalletId]: (typeof WALLET_CHAIN)[Wallet] extends 'ethereum' ? Wallet : never;
}[WalletId];

/** Which test wallets the page gets; the page installs them once, before the widget mounts. */
export const WALLET_PROFILES = [
  'metamask',
  'coinbase',
  'metamaskAndCoinbase',
  'otherEvm',
  'phantom',
  'otherSolana',
  'all',
  'none',
] as const;
export type WalletProfile = (typeof WALLET_PROFILES)[number];

/**
 * How a wallet answers requests that need the user's consent (connecting, signing): at once, after
 * the developer decides in the panel, never (code 4001), or by signing with a key that is not the
 * account's, so the server has a signature to refuse.
 */
export const APPROVAL_MODES = ['approve', 'ask', 'reject', 'wrongKey'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** One call on a test wallet, as it crosses to the privileged side: JSON only, bytes as number arrays. */
export type WalletRequest = { wallet: WalletId; method: string; params: unknown };
/** EIP-1193's error shape: 4001 rejected by the user, 4100 unauthorized, 4200 unsupported method. */
export type WalletError = { code: number; message: string };
export type WalletAnswer = { ok: true; result: unknown } | { ok: false; error: WalletError };

/** A request waiting for the developer's Approve or Reject (approval mode `ask`). */
export type PendingWalletRequest = WalletRequest & { id: string; at: number };

/** One answered request, newest last. */
export type WalletLogEntry = WalletRequest & { id: string; at: number } & (
    | { result: unknown }
    | { error: WalletError }
  );

/** One wallet's accounts (EVM addresses or base58 Solana public keys) and how it answers. */
export type WalletAccounts = {
  wallet: WalletId;
  addresses: string[];
  /** The account the wallet connects with; the others are there to switch to. */
  activeAddress: string;
  mode: ApprovalMode;
};

/** Test wallets for the page: keys stay on this side, the page's providers forward every request here. */
export type WalletsApi = {
  /** The page's own wallets call this for every request; it may wait for the developer (`ask`). */
  walletRequest(request: WalletRequest): Promise<WalletAnswer>;
  walletProfile(): Promise<WalletProfile>;
  /** Saved for the next page load: the page installs its wallets before the widget first mounts. */
  setWalletProfile(profile: WalletProfile): Promise<void>;
  listWalletAccounts(): Promise<WalletAccounts[]>;
  addWalletAccount(wallet: WalletId): Promise<string>;
  selectWalletAccount(wallet: WalletId, address: string): Promise<void>;
  setWalletMode(wallet: WalletId, mode: ApprovalMode): Promise<void>;
  pendingWalletRequests(): Promise<PendingWalletRequest[]>;
  approveWalletRequest(id: string): Promise<void>;
  /** The page's request fails with code 4001, as when a user closes the wallet's prompt. */
  rejectWalletRequest(id: string): Promise<void>;
  walletLog(): Promise<WalletLogEntry[]>;
};

export type WalletEvents = {
  walletPendingChanged: PendingWalletRequest[];
  walletLogged: WalletLogEntry;
};

export const walletsContract: CapabilityContract<WalletsApi, WalletEvents> = {
  methods: {
    walletRequest: 'testbed:wallets:request',
    walletProfile: 'testbed:wallets:profile',
    setWalletProfile: 'testbed:wallets:set-profile',
    listWalletAccounts: 'testbed:wallets:accounts',
    addWalletAccount: 'testbed:wallets:add-account',
    selectWalletAccount: 'testbed:wallets:select-account',
    setWalletMode: 'testbed:wallets:set-mode',
    pendingWalletRequests: 'testbed:wallets:pending',
    approveWalletRequest: 'testbed:wallets:approve',
    rejectWalletRequest: 'testbed:wallets:reject',
    walletLog: 'testbed:wallets:log',
  },
  events: {
    walletPendingChanged: 'testbed:event:wallet-pending',
    walletLogged: 'testbed:event:wallet-logged',
  },
};
