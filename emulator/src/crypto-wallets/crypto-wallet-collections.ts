import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';
import { CRYPTO_WALLET_TYPES, type CryptoWalletType, walletKey } from './wallet-address';

/**
 * The stored side of a user's crypto wallet: who owns it and when it was added and last signed in.
 * The public entry (address, type, verified) is the user's `crypto_wallets` entry of the same id.
 */
export type CryptoWalletRecord = {
  crypto_wallet_id: string;
  user_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  created_at: string;
  last_used_at: string | null;
};

/**
 * The text a `crypto_wallets/authenticate/start` call asked a wallet to sign, single-use and valid
 * until `expires_at`. One per wallet: the authenticate call names only the address, so a new start
 * for the same wallet replaces the last challenge.
 */
export type CryptoWalletChallengeRecord = {
  /** `<type>:<address>`, the address in the form lookups compare (see crypto-wallets/wallet-address). */
  wallet_key: string;
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  /** The session a secondary start was bound to; null for a primary one. */
  session_id: string | null;
  /** Exactly the text handed out, which the signature must cover. */
  message: string;
  nonce: string;
  /** Whether `message` is an EIP-4361 (Sign-In with Ethereum) message, checked further on authenticate. */
  is_siwe: boolean;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /**
   * Set when a server started the sign-in through the backend API: the user the wallet was given to
   * at the start (its owner, the user named, or one made for it). Absent for a page's sign-in. Each
   * API answers only its own challenges.
   */
  backend?: { user_id: string };
};

export const cryptoWalletsCollection = describeCollection<CryptoWalletRecord>({
  key: 'crypto_wallet_id',
  owner: 'user_id',
  // A sign-in names its wallet by type and address; one wallet belongs to one user.
  lookupKey: (wallet) => walletKey(wallet.crypto_wallet_type, wallet.crypto_wallet_address),
  // A sign-in moves the last use without touching the user: a panel listing wallets hears it here.
  streamEvent: 'crypto_wallet',
  schema: z.looseObject({
    crypto_wallet_id: z.string(),
    user_id: z.string(),
    crypto_wallet_address: z.string().min(1),
    crypto_wallet_type: z.enum(CRYPTO_WALLET_TYPES),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  }),
});

// One per wallet, replaced by the wallet's next start; bound to a session for a secondary sign-in.
// Expired ones are dropped when the next one is issued.
export const cryptoWalletChallengesCollection = describeCollection<CryptoWalletChallengeRecord>({
  key: 'wallet_key',
  schema: z.looseObject({
    wallet_key: z.string(),
    crypto_wallet_address: z.string(),
    crypto_wallet_type: z.enum(CRYPTO_WALLET_TYPES),
    session_id: z.string().nullable(),
    message: z.string(),
    nonce: z.string(),
    is_siwe: z.boolean(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  }),
});
