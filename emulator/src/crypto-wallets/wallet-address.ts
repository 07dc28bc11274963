import { base58 } from '@scure/base';
import { ApiError } from '../http/api-error';

export const CRYPTO_WALLET_TYPES = ['ethereum', 'solana'] as const;

/** The chains a wallet may sign in with; any EVM chain's wallet is `ethereum`. */
export type CryptoWalletType = (typeof CRYPTO_WALLET_TYPES)[number];

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** An ed25519 public key is 32 bytes; base58 writes that in 32 to 44 characters. */
const SOLANA_PUBLIC_KEY_BYTES = 32;
const SOLANA_ADDRESS_MAX_CHARS = 44;

/** A wallet type the emulator signs in with; anything else is `invalid_wallet_type`. */
export function requireWalletType(type: string): CryptoWalletType {
  if ((CRYPTO_WALLET_TYPES as readonly string[]).includes(type)) return type as CryptoWalletType;
  throw new ApiError(
    'invalid_wallet_type',
    `crypto_wallet_type must be ${CRYPTO_WALLET_TYPES.join(' or ')}, not ${JSON.stringify(type)}.`,
  );
}

/**
 * Checks an address's form for its chain: `0x` and 40 hex digits in any case for Ethereum (the
 * EIP-55 checksum casing is not required: wallets hand out lowercase too), the base58 of a 32-byte
 * public key for Solana.
 */
export function requireWalletAddress(type: CryptoWalletType, address: string): string {
  if (type === 'ethereum') {
    if (ETHEREUM_ADDRESS.test(address)) return address;
    throw new ApiError(
      'invalid_ethereum_address',
      `${JSON.stringify(address)} is not an Ethereum address: expected 0x followed by 40 hexadecimal digits.`,
    );
  }
  if (solanaPublicKey(address)?.length === SOLANA_PUBLIC_KEY_BYTES) return address;
  throw new ApiError(
    'invalid_solana_address',
    `${JSON.stringify(address)} is not a Solana address: expected the base58 of a 32-byte public key.`,
  );
}

/**
 * A Solana address's public key bytes, or undefined when it is not base58 at all or too long to be
 * a key: base58 decoding takes time quadratic in the length, so a long string is refused unread.
 */
export function solanaPublicKey(address: string): Uint8Array | undefined {
  if (address.length > SOLANA_ADDRESS_MAX_CHARS) return undefined;
  try {
    return base58.decode(address);
  } catch {
    return undefined;
  }
}

/**
 * What identifies a wallet across sign-ins: its type and its address in one case. Ethereum
 * addresses are case-insensitive (the casing is only a checksum); base58 is case-sensitive.
 */
export function walletKey(type: CryptoWalletType, address: string): string {
  return `${type}:${type === 'ethereum' ? address.toLowerCase() : address}`;
}
