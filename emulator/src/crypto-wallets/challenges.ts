import { randomBytes } from 'node:crypto';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { CryptoWalletChallengeRecord } from './crypto-wallet-collections';

/** A wallet's signing prompt is answered at once or not at all; five minutes covers a slow hand. */
export const CHALLENGE_MINUTES = 5;

/** Letters and digits only, as EIP-4361 requires of a nonce; 96 random bits. */
export function newNonce(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Stores a fresh challenge (its times from `project.clock.lifetime(CHALLENGE_MINUTES)`, read once
 * for the message too), replacing the wallet's earlier one, and drops the challenges that have
 * expired in the same journal entry.
 */
export function issueWalletChallenge(
  project: Project,
  input: Omit<CryptoWalletChallengeRecord, 'used_at'>,
): CryptoWalletChallengeRecord {
  const { crypto_wallet_challenges: challenges } = project.collections;
  const record: CryptoWalletChallengeRecord = { ...input, used_at: null };
  const expired = challenges.keysWhere(
    (c) => c.wallet_key !== record.wallet_key && project.clock.hasPassed(c.expires_at),
  );
  project.commit([
    ...expired.map((key) => challenges.deleteWrite(key)),
    challenges.putWrite(record.wallet_key, record),
  ]);
  return record;
}

/**
 * Marks the wallet's challenge used before its signature is checked: a challenge is answered once,
 * right or wrong. Refuses a wallet no challenge was issued to (or one bound to another session, or
 * issued through the other API), a challenge already answered (a replay), and one past its expiry,
 * each as the provider refuses any failed wallet sign-in; the message says which.
 */
export function spendWalletChallenge(
  project: Project,
  walletKey: string,
  sessionId: string | null,
  caller: 'page' | 'backend' = 'page',
): CryptoWalletChallengeRecord {
  const { crypto_wallet_challenges: challenges } = project.collections;
  const record = challenges.get(walletKey);
  const isBoundElsewhere = record?.session_id != null && record.session_id !== sessionId;
  const isOtherApis = (record?.backend !== undefined) !== (caller === 'backend');
  if (!record || isBoundElsewhere || isOtherApis) {
    throw new ApiError(
      'unable_to_authenticate_crypto_wallet',
      'No challenge was issued to this wallet (for this session); call crypto_wallets/authenticate/start with its address first.',
    );
  }
  if (record.used_at !== null) {
    throw new ApiError(
      'unable_to_authenticate_crypto_wallet',
      'This challenge was already answered; each is accepted once. Start again for a new one.',
    );
  }
  if (project.clock.hasPassed(record.expires_at)) {
    throw new ApiError(
      'unable_to_authenticate_crypto_wallet',
      `This challenge expired at ${record.expires_at}; start again for a new one.`,
    );
  }
  return challenges.put(walletKey, { ...record, used_at: project.clock.nowIso() });
}
