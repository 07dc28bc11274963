import { randomUUID } from 'node:crypto';
import {
  type ApprovalMode,
  type PendingWalletRequest,
  WALLET_CHAIN,
  WALLET_IDS,
  type WalletAccounts,
  type WalletAnswer,
  type WalletError,
  type WalletId,
  type WalletLogEntry,
  type WalletProfile,
  type WalletRequest,
} from '../../../contracts/wallets';
import {
  type AccountSecret,
  addressOf,
  newAccountSecret,
  signPersonalMessage,
  signSolanaMessage,
} from './wallet-keys';
import {
  personalSignParams,
  solanaConnectParams,
  solanaSignMessageParams,
  WALLET_ERRORS,
} from './wallet-methods';
import { loadWalletsFile, saveWalletsFile, type WalletsFile } from './wallets-file';

export type { ApprovalMode } from '../../../contracts/wallets';

export type WalletEngine = {
  /** Settles once the keys are loaded (or made and saved); every method waits for it. */
  ready: Promise<void>;
  /** Answers one page request as the wallet would, waiting for the developer in `ask` mode. */
  handle(request: WalletRequest): Promise<WalletAnswer>;
  accounts(): Promise<WalletAccounts[]>;
  /** A new account (and key) for the wallet; the active account stays as it was. */
  addAccount(wallet: WalletId): Promise<string>;
  selectAccount(wallet: WalletId, address: string): Promise<void>;
  setMode(wallet: WalletId, mode: ApprovalMode): Promise<void>;
  profile(): Promise<WalletProfile>;
  setProfile(profile: WalletProfile): Promise<void>;
  pending(): PendingWalletRequest[];
  approve(requestId: string): void;
  /** The waiting request answers code 4001, as when the user closes the wallet's prompt. */
  reject(requestId: string): void;
  /** Answered requests, oldest first, the last `logLimit` of them. */
  log(): WalletLogEntry[];
  /** Answers every waiting request with 4900 (disconnected): nobody is left to approve it. */
  stop(): void;
};

/** The developer's answer to a waiting request: go ahead (null), or the error the page gets. */
type Decision = WalletError | null;
type Waiting = PendingWalletRequest & { decide: (decision: Decision) => void };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Test wallets' privileged half: the keys (made once, kept in `keysFile`), each wallet's approval
 * mode, the requests waiting for the developer, and a log of every answer. The page's providers
 * (renderer/wallets) forward each request to {@link WalletEngine.handle}.
 *
 * Which wallets the page has granted accounts to is kept in memory: a restart forgets it, as a
 * fresh browser profile would.
 */
export function createWalletEngine(options: {
  keysFile: string;
  onPendingChanged?: (pending: PendingWalletRequest[]) => void;
  onLogged?: (entry: WalletLogEntry) => void;
  onProblem?: (message: string) => void;
  logLimit?: number;
  now?: () => number;
}): WalletEngine {
  const {
    keysFile,
    onPendingChanged = () => {},
    onLogged = () => {},
    onProblem = console.warn,
    logLimit = 200,
    now = Date.now,
  } = options;
  let saved: WalletsFile | null = null;
  const ready = loadWalletsFile(keysFile, onProblem).then((file) => {
    saved = file;
  });
  const loaded = async (): Promise<WalletsFile> => {
    await ready;
    if (!saved) throw new Error('The wallet keys did not load.');
    return saved;
  };

  // Saves run one after another so two quick changes never race on the same temp-and-rename.
  let queue: Promise<unknown> = Promise.resolve();
  const change = (apply: (file: WalletsFile) => void) => {
    const next = queue.then(async () => {
      const file = await loaded();
      apply(file);
      await saveWalletsFile(keysFile, file);
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const connected = new Set<WalletId>();
  const waiting = new Map<string, Waiting>();
  const entries: WalletLogEntry[] = [];

  const pendingList = (): PendingWalletRequest[] =>
    [...waiting.values()].map(({ decide: _decide, ...request }) => request);

  const addressesOf = (file: WalletsFile, wallet: WalletId) =>
    file.wallets[wallet].secrets.map((secret) => addressOf(WALLET_CHAIN[wallet], secret));

  /** The active account first, as wallets list the selected account first. */
  const grantedAddresses = (file: WalletsFile, wallet: WalletId) => {
    const addresses = addressesOf(file, wallet);
    const { activeIndex } = file.wallets[wallet];
    return [addresses[activeIndex] as string, ...addresses.filter((_, index) => index !== activeIndex)];
  };

  /** Null when the user (the mode, or the developer in `ask` mode) lets the request through. */
  const consent = (request: WalletRequest, mode: ApprovalMode): Promise<Decision> => {
    if (mode === 'reject') return Promise.resolve(WALLET_ERRORS.rejected);
    if (mode !== 'ask') return Promise.resolve(null);
    return new Promise((resolve) => {
      const id = randomUUID();
      waiting.set(id, {
        ...request,
        id,
        at: now(),
        decide: (decision) => {
          waiting.delete(id);
          onPendingChanged(pendingList());
          resolve(decision);
        },
      });
      onPendingChanged(pendingList());
    });
  };

  /** The key to sign with: the account's, or in `wrongKey` mode one no account has. */
  const signingKey = (file: WalletsFile, wallet: WalletId, secret: AccountSecret): AccountSecret =>
    file.wallets[wallet].mode === 'wrongKey' ? newAccountSecret() : secret;

  const answerEthereum = async (file: WalletsFile, request: WalletRequest): Promise<WalletAnswer> => {
    const { wallet, method, params } = request;
    switch (method) {
      case 'eth_chainId':
        return { ok: true, result: '0x1' };
      case 'eth_accounts':
        return { ok: true, result: connected.has(wallet) ? grantedAddresses(file, wallet) : [] };
      case 'eth_requestAccounts': {
        const refused = await consent(request, file.wallets[wallet].mode);
        if (refused) return { ok: false, error: refused };
        connected.add(wallet);
        return { ok: true, result: grantedAddresses(file, wallet) };
      }
      case 'personal_sign': {
        const parsed = personalSignParams.safeParse(params);
        if (!parsed.success) {
          return { ok: false, error: WALLET_ERRORS.invalidParams('personal_sign takes [message, address].') };
        }
        const [message, address] = parsed.data;
        const index = addressesOf(file, wallet).findIndex((own) => sameAddress(own, address));
        if (index < 0 || !connected.has(wallet)) {
          return {
            ok: false,
            error: WALLET_ERRORS.unauthorized(
              `${address} is not an account this site may use in this wallet.`,
            ),
          };
        }
        const refused = await consent(request, file.wallets[wallet].mode);
        if (refused) return { ok: false, error: refused };
        const secret = file.wallets[wallet].secrets[index] as AccountSecret;
        return { ok: true, result: await signPersonalMessage(signingKey(file, wallet, secret), message) };
      }
      default:
        return { ok: false, error: WALLET_ERRORS.unsupported(method) };
    }
  };

  const answerSolana = async (file: WalletsFile, request: WalletRequest): Promise<WalletAnswer> => {
    const { wallet, method, params } = request;
    const active = () => file.wallets[wallet].secrets[file.wallets[wallet].activeIndex] as AccountSecret;
    const publicKey = () => addressOf('solana', active());
    switch (method) {
      case 'connect': {
        const parsed = solanaConnectParams.safeParse(params);
        if (!parsed.success)
          return { ok: false, error: WALLET_ERRORS.invalidParams('connect takes { onlyIfTrusted }.') };
        // An eager connect succeeds silently for a trusted site and fails silently otherwise: no prompt.
        if (parsed.data?.onlyIfTrusted) {
          return connected.has(wallet)
            ? { ok: true, result: { publicKey: publicKey() } }
            : { ok: false, error: WALLET_ERRORS.rejected };
        }
        const refused = await consent(request, file.wallets[wallet].mode);
        if (refused) return { ok: false, error: refused };
        connected.add(wallet);
        return { ok: true, result: { publicKey: publicKey() } };
      }
      case 'disconnect':
        connected.delete(wallet);
        return { ok: true, result: null };
      case 'signMessage': {
        const parsed = solanaSignMessageParams.safeParse(params);
        if (!parsed.success) {
          return {
            ok: false,
            error: WALLET_ERRORS.invalidParams('signMessage takes { message: bytes, display }.'),
          };
        }
        if (!connected.has(wallet)) {
          return { ok: false, error: WALLET_ERRORS.unauthorized('Connect to the wallet before signing.') };
        }
        const refused = await consent(request, file.wallets[wallet].mode);
        if (refused) return { ok: false, error: refused };
        const signature = signSolanaMessage(
          signingKey(file, wallet, active()),
          Uint8Array.from(parsed.data.message),
        );
        return { ok: true, result: { signature: Array.from(signature), publicKey: publicKey() } };
      }
      default:
        return { ok: false, error: WALLET_ERRORS.unsupported(method) };
    }
  };

  const record = (request: WalletRequest, answer: WalletAnswer) => {
    const base = { ...request, id: randomUUID(), at: now() };
    const entry: WalletLogEntry = answer.ok
      ? { ...base, result: answer.result }
      : { ...base, error: answer.error };
    entries.push(entry);
    if (entries.length > logLimit) entries.splice(0, entries.length - logLimit);
    onLogged(entry);
  };

  const decide = (requestId: string, decision: Decision) => {
    const request = waiting.get(requestId);
    if (!request) throw new Error(`No wallet request ${requestId} is waiting (answered already?).`);
    request.decide(decision);
  };

  const walletOf = (file: WalletsFile, wallet: WalletId) => {
    if (!WALLET_IDS.includes(wallet)) throw new Error(`No test wallet ${wallet}.`);
    return file.wallets[wallet];
  };

  return {
    ready,
    async handle({ wallet, method, params }) {
      // Called from page code (through a bridge): only the request's own fields go on, and only to a wallet we have.
      if (!WALLET_IDS.includes(wallet)) {
        return {
          ok: false,
          error: WALLET_ERRORS.invalidParams(`There is no test wallet ${String(wallet)}.`),
        };
      }
      const request: WalletRequest = { wallet, method, params };
      const file = await loaded();
      const answer =
        WALLET_CHAIN[request.wallet] === 'ethereum'
          ? await answerEthereum(file, request)
          : await answerSolana(file, request);
      record(request, answer);
      return answer;
    },
    async accounts() {
      const file = await loaded();
      return WALLET_IDS.map((wallet) => {
        const addresses = addressesOf(file, wallet);
        const { activeIndex, mode } = file.wallets[wallet];
        return { wallet, addresses, activeAddress: addresses[activeIndex] as string, mode };
      });
    },
    async addAccount(wallet) {
      const secret = newAccountSecret();
      await change((file) => {
        walletOf(file, wallet).secrets.push(secret);
      });
      return addressOf(WALLET_CHAIN[wallet], secret);
    },
    selectAccount: (wallet, address) =>
      change((file) => {
        const index = addressesOf(file, wallet).findIndex((own) => sameAddress(own, address));
        if (index < 0) throw new Error(`${address} is not an account of ${wallet}.`);
        walletOf(file, wallet).activeIndex = index;
      }),
    setMode: (wallet, mode) =>
      change((file) => {
        walletOf(file, wallet).mode = mode;
      }),
    profile: async () => (await loaded()).profile,
    setProfile: (profile) =>
      change((file) => {
        file.profile = profile;
      }),
    pending: pendingList,
    approve: (requestId) => decide(requestId, null),
    reject: (requestId) => decide(requestId, WALLET_ERRORS.rejected),
    log: () => [...entries],
    stop() {
      for (const request of [...waiting.values()]) request.decide(WALLET_ERRORS.disconnected);
    },
  };
}
