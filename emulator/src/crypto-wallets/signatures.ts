import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import type { Hex } from 'viem';
import { ApiError } from '../http/api-error';
import { type CryptoWalletType, solanaPublicKey } from './wallet-address';

const HEX_SIGNATURE = /^0x[0-9a-fA-F]*$/;
/** r, s and v; EIP-2098's compact form folds v into s and is 64 bytes. */
const ETHEREUM_SIGNATURE_BYTES = [65, 64];
const ED25519_SIGNATURE_BYTES = 64;
/** 64 bytes take at most 88 base58 characters. */
const ED25519_SIGNATURE_MAX_CHARS = 88;

/**
 * Checks that the wallet at `address` signed `message`: for Ethereum, the EIP-191 `personal_sign`
 * signer recovered from the signature must be the address; for Solana, the base58 signature must be
 * a valid ed25519 signature of the message's UTF-8 bytes by the address's key. A signature that
 * cannot be read is `invalid_signature` or `signature_is_incorrect_size`; one that does not verify
 * is 401 `unable_to_authenticate_crypto_wallet`.
 */
export async function verifyWalletSignature(
  type: CryptoWalletType,
  address: string,
  message: string,
  signature: string,
): Promise<void> {
  if (type === 'ethereum') await verifyEthereum(address, message, signature);
  else verifySolana(address, message, signature);
}

async function verifyEthereum(address: string, message: string, signature: string): Promise<void> {
  if (!HEX_SIGNATURE.test(signature)) {
    throw new ApiError(
      'invalid_signature',
      'An Ethereum signature is 0x and hexadecimal digits, as personal_sign returns it.',
    );
  }
  const bytes = (signature.length - 2) / 2;
  if (!ETHEREUM_SIGNATURE_BYTES.includes(bytes)) {
    throw new ApiError(
      'signature_is_incorrect_size',
      `An Ethereum signature is 65 bytes (130 hexadecimal digits after 0x); this one is ${bytes}.`,
    );
  }
  // Loaded on first use, as siwe-message.ts loads viem's SIWE code: most projects have no wallets.
  const { recoverMessageAddress } = await import('viem');
  let signer: string;
  try {
    signer = await recoverMessageAddress({ message, signature: signature as Hex });
  } catch {
    throw notSignedBy(address, 'the signature is not a valid secp256k1 signature of the challenge');
  }
  if (signer.toLowerCase() !== address.toLowerCase()) {
    throw notSignedBy(address, `the challenge was signed by ${signer}`);
  }
}

function verifySolana(address: string, message: string, signature: string): void {
  // Checked before decoding: base58 decoding takes time quadratic in the length.
  if (signature.length > ED25519_SIGNATURE_MAX_CHARS) {
    throw new ApiError(
      'signature_is_incorrect_size',
      `A Solana signature is 64 bytes, at most ${ED25519_SIGNATURE_MAX_CHARS} base58 characters; this one has ${signature.length}.`,
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(signature);
  } catch {
    throw new ApiError(
      'invalid_signature',
      'A Solana signature is the base58 of the bytes signMessage returns.',
    );
  }
  if (bytes.length !== ED25519_SIGNATURE_BYTES) {
    throw new ApiError(
      'signature_is_incorrect_size',
      `A Solana signature is 64 bytes; this one is ${bytes.length}.`,
    );
  }
  const publicKey = solanaPublicKey(address);
  let isValid = false;
  try {
    isValid = publicKey !== undefined && ed25519.verify(bytes, new TextEncoder().encode(message), publicKey);
  } catch {
    // A key that is not a point on the curve verifies nothing.
  }
  if (!isValid) throw notSignedBy(address, 'the signature does not verify with its public key');
}

function notSignedBy(address: string, reason: string): ApiError {
  return new ApiError(
    'unable_to_authenticate_crypto_wallet',
    `The signature is not ${address}'s signature of the challenge: ${reason}.`,
  );
}
