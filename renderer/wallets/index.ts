/**
 * Test wallets for a page: providers shaped like the real extensions', holding no keys. The
 * testbed's renderer installs them into its own window; the e2e support bundles this module into
 * an init script. Requests go to a `send` the caller wires to a wallet engine.
 */
export type {
  EthereumWalletId,
  WalletAnswer,
  WalletChain,
  WalletError,
  WalletId,
  WalletProfile,
  WalletRequest,
} from '../../contracts/wallets';
export { WALLET_CHAIN, WALLET_IDS, WALLET_PROFILES } from '../../contracts/wallets';
export type { Eip6963ProviderInfo } from './eip6963';
export type { TestEip1193Provider } from './evm-provider';
export type { SendWalletRequest } from './forward';
export { installTestWallets, type TestWalletGlobals } from './install-test-wallets';
export { ProviderRpcError } from './provider-error';
export type { TestSolanaProvider, TestSolanaPublicKey } from './solana-provider';
export { EIP6963_RDNS, PROFILE_LABELS, PROFILE_WALLETS, WALLETS, walletIcon } from './wallet-catalog';
