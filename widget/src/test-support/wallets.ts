import { onTestFinished } from 'vitest';
import type { WalletGlobals } from '../products/crypto/detect-wallets';
import type { EthereumProvider, SolanaProvider } from '../products/crypto/wallet-providers';

export const ETHEREUM_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
export const ETHEREUM_SIGNATURE = `0x${'ab'.repeat(65)}`;
export const SOLANA_ADDRESS = '4Nd1mYw4r8Q9b6W1oQpUuEo2Gm1bZ8pM5n3s6T9v7XkL';
/** A 64-byte ed25519 signature, as Solana wallets return it. */
export const SOLANA_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index + 1);

/** An error as EIP-1193 and Solana wallets throw them: a message and a numeric code. */
export function walletError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

/** What a wallet throws when its user presses Reject (EIP-1193 code 4001). */
export const userRejected = () => walletError(4001, 'User rejected the request.');

type Request = { method: string; params?: unknown };
type Answers = Partial<Record<string, (params: unknown) => unknown>>;

export type FakeEthereumProvider = EthereumProvider & { requests: Request[] };

/**
 * An EIP-1193 provider that answers `eth_requestAccounts` with one account and `personal_sign` with
 * a fixed signature unless `answers` says otherwise (an answer may throw or return a promise), and
 * records every request. Unknown methods fail with code 4200, as wallets do.
 */
export function fakeEthereumProvider(
  flags: { isMetaMask?: boolean; isCoinbaseWallet?: boolean } = {},
  answers: Answers = {},
): FakeEthereumProvider {
  const requests: Request[] = [];
  const defaults: Answers = {
    eth_requestAccounts: () => [ETHEREUM_ADDRESS],
    personal_sign: () => ETHEREUM_SIGNATURE,
  };
  return {
    ...flags,
    requests,
    async request(request) {
      requests.push(request);
      const answer = answers[request.method] ?? defaults[request.method];
      if (!answer) throw walletError(4200, `${request.method} is not supported.`);
      return answer(request.params);
    },
  };
}

export type FakeSolanaProvider = SolanaProvider & { connects: number; signedMessages: Uint8Array[] };

/** A Solana provider whose `connect` and `signMessage` succeed unless `answers` replaces them. */
export function fakeSolanaProvider(
  flags: { isPhantom?: boolean } = {},
  answers: { connect?: () => Promise<never>; signMessage?: () => Promise<never> } = {},
): FakeSolanaProvider {
  const provider: FakeSolanaProvider = {
    ...flags,
    connects: 0,
    signedMessages: [],
    async connect() {
      provider.connects += 1;
      if (answers.connect) return answers.connect();
      return { publicKey: { toString: () => SOLANA_ADDRESS } };
    },
    async signMessage(message) {
      provider.signedMessages.push(message);
      if (answers.signMessage) return answers.signMessage();
      return { signature: SOLANA_SIGNATURE };
    },
  };
  return provider;
}

/** Puts wallet globals on `window` for this test; they are removed when it finishes. */
export function installWalletGlobals(globals: WalletGlobals): void {
  const page = window as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(globals)) page[name] = value;
  onTestFinished(() => {
    for (const name of Object.keys(globals)) delete page[name];
  });
}

/**
 * Makes `provider` announce itself through EIP-6963 under `rdns`: at once and on every request,
 * as wallets do, until the test finishes. Returns a function that announces it again.
 */
export function announceWallet(rdns: string, provider: EthereumProvider): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: { uuid: crypto.randomUUID(), name: rdns, icon: 'data:image/svg+xml,<svg/>', rdns },
          provider,
        }),
      }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  onTestFinished(() => window.removeEventListener('eip6963:requestProvider', announce));
  announce();
  return announce;
}

/** One provider for each of the seven wallet options, installed the way the wallets install them. */
export function installAllSevenWallets() {
  const wallets = {
    metamask: fakeEthereumProvider({ isMetaMask: true }),
    coinbase: fakeEthereumProvider({ isCoinbaseWallet: true }),
    otherEthereum: fakeEthereumProvider(),
    binance: fakeEthereumProvider(),
    vessel: fakeEthereumProvider(),
    phantom: fakeSolanaProvider({ isPhantom: true }),
    otherSolana: fakeSolanaProvider(),
  };
  installWalletGlobals({
    ethereum: { providers: [wallets.metamask, wallets.coinbase, wallets.otherEthereum] },
    BinanceChain: wallets.binance,
    vessel: { ethereum: wallets.vessel },
    phantom: { solana: wallets.phantom },
    // Both Solana wallets want window.solana; the other one got there, Phantom keeps its own global.
    solana: wallets.otherSolana,
  });
  return wallets;
}
