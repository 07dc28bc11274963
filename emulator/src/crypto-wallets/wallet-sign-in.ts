import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { newId } from '../store/ids';
import type { User, UserCryptoWallet } from '../users/user-collections';
import { newUser } from '../users/user-records';
import { newNonce } from './challenges';
import type { CryptoWalletRecord } from './crypto-wallet-collections';
import { plainChallengeMessage } from './plain-challenge';
import { type CryptoWalletType, walletKey } from './wallet-address';

/**
 * The wallet sign-in steps shared by the browser API and the backend API: whose wallet it is, the
 * plain challenge text, and the sign-in itself once the signature has been checked.
 */

export type WalletOwner = { user: User; entry: UserCryptoWallet };

/** A wallet already given to one user cannot be added to another. */
export function requireNotOthersWallet(
  project: Project,
  type: CryptoWalletType,
  address: string,
  userId: string,
): void {
  const stored = project.collections.crypto_wallets.lookup(walletKey(type, address));
  if (stored && stored.user_id !== userId) {
    throw new ApiError(
      'duplicate_wallet_address',
      `The wallet ${address} belongs to another user; it can be added to one user only.`,
    );
  }
}

/** The challenge text when the message is not SIWE, with a fresh nonce. */
export function plainChallenge(project: Project, type: CryptoWalletType, address: string, issuedAt: string) {
  const nonce = newNonce();
  const projectName = project.settings.project_name;
  return { nonce, message: plainChallengeMessage({ projectName, type, address, nonce, issuedAt }) };
}

/** The wallet's owner and its entry, when the wallet is stored and its user still lists it. */
function knownWallet(project: Project, type: CryptoWalletType, address: string) {
  const stored = project.collections.crypto_wallets.lookup(walletKey(type, address));
  const owner = stored && project.collections.users.get(stored.user_id);
  const entry = owner?.crypto_wallets.find((w) => w.crypto_wallet_id === stored?.crypto_wallet_id);
  return { stored, known: stored && owner && entry ? { user: owner, entry } : undefined };
}

/**
 * Gives the wallet to a user, as `verified` says: `userId`'s user when named, else a new user. The
 * stored record and the user's entry go in one journal entry; a record whose user lost the entry (an
 * edited import) is replaced, since it would otherwise shadow the new one's lookup.
 */
function addWallet(
  project: Project,
  type: CryptoWalletType,
  address: string,
  userId: string | undefined,
  verified: boolean,
): WalletOwner & { isNewUser: boolean } {
  const { crypto_wallets: wallets, users } = project.collections;
  const stale = wallets.lookup(walletKey(type, address));
  const now = project.clock.nowIso();
  const entry: UserCryptoWallet = {
    crypto_wallet_id: newId('crypto-wallet'),
    crypto_wallet_address: address,
    crypto_wallet_type: type,
    verified,
  };
  const current = userId === undefined ? undefined : users.get(userId);
  const user: User = current
    ? { ...current, crypto_wallets: [...current.crypto_wallets, entry] }
    : newUser(project, { crypto_wallets: [entry] });
  const record: CryptoWalletRecord = {
    crypto_wallet_id: entry.crypto_wallet_id,
    user_id: user.user_id,
    crypto_wallet_address: address,
    crypto_wallet_type: type,
    created_at: now,
    last_used_at: verified ? now : null,
  };
  project.commit([
    ...(stale ? [wallets.deleteWrite(stale.crypto_wallet_id)] : []),
    wallets.putWrite(record.crypto_wallet_id, record),
    users.putWrite(user.user_id, user),
  ]);
  return { user, entry, isNewUser: !current };
}

/**
 * The user a server's start names for the wallet (the backend API gives the wallet to its user
 * before the signature, as the provider does): its owner when known, else `userId`'s user, else a
 * new user. A wallet given here is unverified until its signature comes back.
 */
export function reserveWallet(
  project: Project,
  type: CryptoWalletType,
  address: string,
  userId: string | undefined,
): WalletOwner & { isNewUser: boolean } {
  if (userId !== undefined) requireNotOthersWallet(project, type, address, userId);
  const { known } = knownWallet(project, type, address);
  if (known) return { ...known, isNewUser: false };
  return addWallet(project, type, address, userId, false);
}

/**
 * The user a verified wallet signs in: its owner when the wallet is known, else a new user
 * (primary) or `addToUserId`'s user (secondary), who gets the wallet. The wallet's last use is
 * stamped, and an entry given before its signature (`reserveWallet`) is now verified.
 */
export function signInWallet(
  project: Project,
  type: CryptoWalletType,
  address: string,
  addToUserId: string | undefined,
): WalletOwner {
  const { crypto_wallets: wallets, users } = project.collections;
  if (addToUserId !== undefined) requireNotOthersWallet(project, type, address, addToUserId);
  const { stored, known } = knownWallet(project, type, address);
  if (!stored || !known) return addWallet(project, type, address, addToUserId, true);
  const entry = { ...known.entry, verified: true };
  const user = known.entry.verified
    ? known.user
    : {
        ...known.user,
        crypto_wallets: known.user.crypto_wallets.map((w) => (w === known.entry ? entry : w)),
      };
  project.commit([
    wallets.putWrite(stored.crypto_wallet_id, { ...stored, last_used_at: project.clock.nowIso() }),
    ...(user === known.user ? [] : [users.putWrite(user.user_id, user)]),
  ]);
  return { user, entry };
}

export function walletFactor(entry: UserCryptoWallet) {
  return {
    type: 'crypto',
    delivery_method: 'crypto_wallet',
    crypto_wallet_factor: {
      crypto_wallet_id: entry.crypto_wallet_id,
      crypto_wallet_address: entry.crypto_wallet_address,
      crypto_wallet_type: entry.crypto_wallet_type,
    },
  } as const;
}
