import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { sdkTestClient, TestResponse } from './sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

/** A wallet with its private key, signing as a browser wallet does for the client's caller (§14). */
export type TestWallet = {
  type: 'ethereum' | 'solana';
  address: string;
  /** `personal_sign` (0x hex) for Ethereum; base58 of `signMessage`'s bytes for Solana. */
  sign(message: string): Promise<string>;
};

/** An Ethereum account, signing EIP-191 `personal_sign` messages with viem. */
export function ethereumWallet(): TestWallet {
  const account = privateKeyToAccount(generatePrivateKey());
  return { type: 'ethereum', address: account.address, sign: (message) => account.signMessage({ message }) };
}

/** A Solana keypair, signing the message's UTF-8 bytes with ed25519; the signature in base58. */
export function solanaWallet(): TestWallet {
  const secretKey = ed25519.utils.randomSecretKey();
  return {
    type: 'solana',
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    sign: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  };
}

type CallOptions = { sessionToken?: string; headers?: Record<string, string> };

/** `crypto_wallets/authenticate/start/<kind>` for the wallet; the raw answer. */
export function startWalletSignIn(
  emulator: Emulator,
  wallet: Pick<TestWallet, 'type' | 'address'>,
  {
    kind = 'primary',
    siweParams,
    ...options
  }: CallOptions & { kind?: 'primary' | 'secondary'; siweParams?: object } = {},
): Promise<TestResponse> {
  return emulator.call({
    path: `/crypto_wallets/authenticate/start/${kind}`,
    ...options,
    body: {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: wallet.type,
      ...(siweParams && { siwe_params: siweParams }),
    },
  });
}

/** `crypto_wallets/authenticate` with a signature; the raw answer. */
export function finishWalletSignIn(
  emulator: Emulator,
  wallet: Pick<TestWallet, 'type' | 'address'>,
  signature: string,
  options: CallOptions = {},
): Promise<TestResponse> {
  return emulator.call({
    path: '/crypto_wallets/authenticate',
    ...options,
    body: {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: wallet.type,
      signature,
      session_duration_minutes: 60,
    },
  });
}

/** Starts (expecting a challenge) and answers it with the wallet's own signature. */
export async function signInWith(
  emulator: Emulator,
  wallet: TestWallet,
  options: CallOptions & { kind?: 'primary' | 'secondary'; siweParams?: object } = {},
): Promise<{ challenge: string; answer: TestResponse }> {
  const started = await startWalletSignIn(emulator, wallet, options);
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const challenge = started.json.data.challenge as string;
  const { sessionToken, headers } = options;
  const answer = await finishWalletSignIn(emulator, wallet, await wallet.sign(challenge), {
    sessionToken,
    headers,
  });
  return { challenge, answer };
}
