import { type EthereumWalletOption, WALLET_OPTIONS, type WalletOption } from '../../state/crypto';
import {
  type AnnouncedWallet,
  type DetectedWallet,
  type EthereumProvider,
  isEthereumProvider,
  isSolanaProvider,
} from './wallet-providers';

/** The globals wallets inject into a page, all of them untrusted and most of them absent. */
export type WalletGlobals = {
  ethereum?: unknown;
  BinanceChain?: unknown;
  vessel?: unknown;
  solana?: unknown;
  phantom?: unknown;
};

/** The reverse-DNS names EIP-6963 announces the two named Ethereum wallets under. */
const ANNOUNCED_OPTIONS: Readonly<Record<string, EthereumWalletOption>> = {
  'io.metamask': 'Metamask',
  'com.coinbase.wallet': 'Coinbase',
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The providers behind `window.ethereum`: with several extensions installed, each one is an entry
 * of its `providers` array (and `window.ethereum` itself is whichever won the race to set it).
 */
function injectedEthereumProviders(ethereum: unknown): EthereumProvider[] {
  const providers = field(ethereum, 'providers');
  if (Array.isArray(providers)) return providers.filter(isEthereumProvider);
  return isEthereumProvider(ethereum) ? [ethereum] : [];
}

/**
 * The wallet options this page offers, in Main's order, each once. The globals come first, read
 * the way wallets publish them (flags on `window.ethereum` or its `providers`, `BinanceChain`,
 * `vessel.ethereum`, `solana` and `phantom.solana`); EIP-6963 announcements then add what the
 * globals do not show. An announced provider already found as a global, or announced under the
 * reverse-DNS name of an option already found, is the same wallet seen twice and adds nothing.
 * Every other announced Ethereum wallet counts as "other Ethereum wallet", of which there is one.
 */
export function detectWallets(
  globals: WalletGlobals,
  announced: readonly AnnouncedWallet[] = [],
): DetectedWallet[] {
  const found = new Map<WalletOption, DetectedWallet>();
  const addEthereum = (option: EthereumWalletOption, provider: EthereumProvider | undefined) => {
    if (provider && !found.has(option)) found.set(option, { option, type: 'ethereum', provider });
  };

  const binance = isEthereumProvider(globals.BinanceChain) ? globals.BinanceChain : undefined;
  const vesselProvider = field(globals.vessel, 'ethereum');
  const vessel = isEthereumProvider(vesselProvider) ? vesselProvider : undefined;
  addEthereum('Binance', binance);
  addEthereum('Vessel', vessel);

  const injected = injectedEthereumProviders(globals.ethereum);
  // Some wallets also set isMetaMask to pass MetaMask-only checks; Coinbase's flag is the telling one.
  addEthereum(
    'Metamask',
    injected.find((provider) => provider.isMetaMask === true && provider.isCoinbaseWallet !== true),
  );
  addEthereum(
    'Coinbase',
    injected.find((provider) => provider.isCoinbaseWallet === true),
  );
  const named = new Set<unknown>([binance, vessel]);
  addEthereum(
    'GenericEthereumWallet',
    injected.find((provider) => !provider.isMetaMask && !provider.isCoinbaseWallet && !named.has(provider)),
  );

  for (const { rdns, provider } of announced) {
    const isKnown = [...found.values()].some((wallet) => wallet.provider === provider);
    if (!isKnown) addEthereum(ANNOUNCED_OPTIONS[rdns] ?? 'GenericEthereumWallet', provider);
  }

  const phantomProvider = field(globals.phantom, 'solana');
  const phantom = [phantomProvider, globals.solana].find(
    (provider) => isSolanaProvider(provider) && provider.isPhantom === true,
  );
  if (isSolanaProvider(phantom))
    found.set('Phantom', { option: 'Phantom', type: 'solana', provider: phantom });
  const solana = globals.solana;
  if (isSolanaProvider(solana) && solana.isPhantom !== true) {
    found.set('GenericSolanaWallet', { option: 'GenericSolanaWallet', type: 'solana', provider: solana });
  }

  return WALLET_OPTIONS.flatMap((option) => {
    const wallet = found.get(option);
    return wallet ? [wallet] : [];
  });
}
