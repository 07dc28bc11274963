import { z } from 'zod';
import { APPROVAL_MODES, WALLET_IDS, WALLET_PROFILES, walletsContract } from '../../../contracts/wallets';
import type { Capability } from '../capability';
import { createWalletEngine } from './wallet-engine';

const wallet = z.enum(WALLET_IDS);
// The page is untrusted: the method name and the address are bounded, the params checked per method by the engine.
const walletRequest = z.object({ wallet, method: z.string().min(1).max(100), params: z.unknown() });
const address = z.string().min(1).max(100);
const requestId = z.string().uuid();

/**
 * Test wallets for the testbed page: the renderer installs keyless providers into its own window
 * and every request comes here, to keys kept in the testbed's data folder. Requests waiting for the
 * developer and every answer are pushed to the Wallets panel.
 */
export const walletsCapability: Capability<typeof walletsContract> = {
  contract: walletsContract,
  args: {
    walletRequest: z.tuple([walletRequest]),
    walletProfile: z.tuple([]),
    setWalletProfile: z.tuple([z.enum(WALLET_PROFILES)]),
    listWalletAccounts: z.tuple([]),
    addWalletAccount: z.tuple([wallet]),
    selectWalletAccount: z.tuple([wallet, address]),
    setWalletMode: z.tuple([wallet, z.enum(APPROVAL_MODES)]),
    pendingWalletRequests: z.tuple([]),
    approveWalletRequest: z.tuple([requestId]),
    rejectWalletRequest: z.tuple([requestId]),
    walletLog: z.tuple([]),
  },
  start({ walletsFile, log }, push) {
    const engine = createWalletEngine({
      keysFile: walletsFile,
      onPendingChanged: (pending) => push('walletPendingChanged', pending),
      onLogged: (entry) => push('walletLogged', entry),
      onProblem: log,
    });
    return {
      // The page reads its profile before it mounts the widget.
      ready: engine.ready.catch((error: unknown) => log(`Could not load the wallet keys: ${String(error)}`)),
      handlers: {
        walletRequest: (request) => engine.handle(request),
        walletProfile: () => engine.profile(),
        setWalletProfile: (profile) => engine.setProfile(profile),
        listWalletAccounts: () => engine.accounts(),
        addWalletAccount: (id) => engine.addAccount(id),
        selectWalletAccount: (id, chosen) => engine.selectAccount(id, chosen),
        setWalletMode: (id, mode) => engine.setMode(id, mode),
        pendingWalletRequests: async () => engine.pending(),
        approveWalletRequest: async (id) => engine.approve(id),
        rejectWalletRequest: async (id) => engine.reject(id),
        walletLog: async () => engine.log(),
      },
      dispose: () => engine.stop(),
    };
  },
};
