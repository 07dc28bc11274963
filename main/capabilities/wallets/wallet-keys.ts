import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { WalletChain } from '../../../contracts/wallets';

/**
 * A wallet account's 32-byte secret as saved: an EVM private key, or a Solana ed25519 seed (the
 * first half of what Solana tools call the secret key). `0x` and 64 hex digits either way.
 */
export type AccountSecret = Hex;

export function newAccountSecret(): AccountSecret {
  return bytesToHex(randomBytes(32));
}

export function isAccountSecret(value: string): value is AccountSecret {
  return isHex(value, { strict: true }) && value.length === 66;
}

/** The account's address as its chain spells it: EIP-55 checksummed hex, or base58 of the public key. */
export function addressOf(chain: WalletChain, secret: AccountSecret): string {
  return chain === 'ethereum'
    ? privateKeyToAccount(secret).address
    : base58.encode(ed25519.getPublicKey(hexToBytes(secret)));
}

/**
 * EIP-191 `personal_sign`, as MetaMask reads its message: `0x` hex is the bytes to sign, anything
 * else is UTF-8 text.
 */
export function signPersonalMessage(secret: AccountSecret, message: string): Promise<Hex> {
  return privateKeyToAccount(secret).signMessage({
    message: isHex(message, { strict: true }) ? { raw: message } : message,
  });
}

/** A Solana `signMessage`: ed25519 over the bytes as given. */
export function signSolanaMessage(secret: AccountSecret, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, hexToBytes(secret));
}
