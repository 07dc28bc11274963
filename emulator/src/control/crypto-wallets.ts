import type { CryptoWalletRecord } from '../crypto-wallets/crypto-wallet-collections';
import type { Project } from '../emulator-store';
import type { UserCryptoWallet } from '../users/user-collections';

/**
 * A user's crypto wallet as the control API lists it: the public entry of the user object joined
 * with its stored record (owner, when it was added and last signed in).
 */
export type CryptoWalletSummary = UserCryptoWallet & CryptoWalletRecord;

/** Every wallet of the project, or of one user, oldest user first. */
export function listCryptoWallets(project: Project, userId?: string): CryptoWalletSummary[] {
  const { users, crypto_wallets: wallets } = project.collections;
  const owners = userId === undefined ? users.all() : users.filter((u) => u.user_id === userId);
  return owners.flatMap((user) =>
    user.crypto_wallets.flatMap((entry) => {
      const stored = wallets.get(entry.crypto_wallet_id);
      return stored ? [{ ...entry, ...stored }] : [];
    }),
  );
}
