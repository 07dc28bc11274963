import { z } from 'zod';
import type { FieldErrorTypes } from '../http/validation';

/**
 * What the crypto wallet calls of the browser API (`/sdk/v1/crypto_wallets/...`) and of the backend
 * API (`/v1/crypto_wallets/...`) share: the SIWE parameters a start may give, and the field errors.
 */

/** The EIP-4361 fields a start may set (Ethereum only); the rest of the message is the emulator's. */
export const siweParams = z.object({
  domain: z.string().optional(),
  uri: z.string().optional(),
  chain_id: z.union([z.string(), z.number()]).optional(),
  statement: z.string().optional(),
  // No nonce: the client never sends one, and one a caller chose would let a captured signature
  // answer a later challenge; an unknown key is dropped, as the provider ignores unknown fields.
  issued_at: z.string().optional(),
  not_before: z.string().optional(),
  expiration_time: z.string().optional(),
  message_request_id: z.string().optional(),
  resources: z.array(z.string()).optional(),
});

export const CRYPTO_WALLET_FIELD_ERRORS: FieldErrorTypes = {
  crypto_wallet_address: 'invalid_crypto_wallet_address',
  crypto_wallet_type: 'invalid_wallet_type',
  signature: 'signature_missing',
  session_duration_minutes: 'invalid_session_duration_minutes',
};
