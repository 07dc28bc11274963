import type { WalletId } from '../../contracts/wallets';
import { forwarderFor, type SendWalletRequest } from './forward';
import { ProviderRpcError } from './provider-error';
import { createProviderEvents } from './provider-events';

type Listener = (...args: unknown[]) => void;

/** What callers read of `@solana/web3.js`'s PublicKey: the base58 address, both ways. */
export type TestSolanaPublicKey = { toString(): string; toBase58(): string };

export type SolanaSignature = { signature: Uint8Array; publicKey: TestSolanaPublicKey };

/** The surface of Phantom's `window.solana` that sign-in uses. */
export type TestSolanaProvider = {
  isPhantom?: true;
  readonly publicKey: TestSolanaPublicKey | null;
  readonly isConnected: boolean;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: TestSolanaPublicKey }>;
  disconnect(): Promise<void>;
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<SolanaSignature>;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
};

function publicKeyOf(address: string): TestSolanaPublicKey {
  return { toString: () => address, toBase58: () => address };
}

function stringResult(value: unknown, what: string): string {
  if (typeof value !== 'string') {
    throw new ProviderRpcError({
      code: -32603,
      message: `The test wallet answered ${what} without an address.`,
    });
  }
  return value;
}

/** Bytes cross the bridge as a plain number array; anything else goes as is, for the other side to refuse. */
function bytesForTransport(message: unknown): unknown {
  return ArrayBuffer.isView(message)
    ? Array.from(new Uint8Array(message.buffer, message.byteOffset, message.byteLength))
    : message;
}

/**
 * A Solana provider shaped like Phantom's, whose every request goes to `send`. Methods are
 * closures (callers may call them detached). `publicKey` is null until a connect is granted.
 */
export function createSolanaProvider(wallet: WalletId, send: SendWalletRequest): TestSolanaProvider {
  const forward = forwarderFor(wallet, send);
  const events = createProviderEvents();
  let publicKey: TestSolanaPublicKey | null = null;

  const connect = async (options?: { onlyIfTrusted?: boolean }) => {
    const result = (await forward('connect', { onlyIfTrusted: options?.onlyIfTrusted === true })) as {
      publicKey?: unknown;
    } | null;
    const address = stringResult(result?.publicKey, 'connect');
    const changed = publicKey?.toBase58() !== address;
    const wasConnected = publicKey !== null;
    publicKey = publicKeyOf(address);
    if (!wasConnected) events.emit('connect', publicKey);
    else if (changed) events.emit('accountChanged', publicKey);
    return { publicKey };
  };

  const disconnect = async () => {
    await forward('disconnect', null);
    if (publicKey === null) return;
    publicKey = null;
    events.emit('disconnect');
  };

  const signMessage = async (message: unknown, display?: unknown): Promise<SolanaSignature> => {
    const result = (await forward('signMessage', {
      message: bytesForTransport(message),
      display: display ?? 'utf8',
    })) as { signature?: unknown; publicKey?: unknown } | null;
    if (!Array.isArray(result?.signature)) {
      throw new ProviderRpcError({
        code: -32603,
        message: 'The test wallet answered signMessage without a signature.',
      });
    }
    return {
      signature: Uint8Array.from(result.signature as number[]),
      publicKey: publicKeyOf(stringResult(result.publicKey, 'signMessage')),
    };
  };

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const named = (params ?? {}) as Record<string, unknown>;
    switch (method) {
      case 'connect':
        return connect({ onlyIfTrusted: named.onlyIfTrusted === true });
      case 'disconnect':
        return disconnect();
      case 'signMessage':
        return signMessage(named.message, named.display);
      default:
        return forward(method, params);
    }
  };

  const provider: TestSolanaProvider = {
    get publicKey() {
      return publicKey;
    },
    get isConnected() {
      return publicKey !== null;
    },
    connect,
    disconnect,
    signMessage: (message, display) => signMessage(message, display),
    request,
    on: events.on,
    off: events.removeListener,
    removeListener: events.removeListener,
  };
  if (wallet === 'phantom') provider.isPhantom = true;
  return provider;
}
