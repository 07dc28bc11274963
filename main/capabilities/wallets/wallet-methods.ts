import { z } from 'zod';
import type { WalletError } from '../../../contracts/wallets';

/** EIP-1193 and JSON-RPC codes the test wallets answer with. */
export const WALLET_ERRORS = {
  rejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: (message: string): WalletError => ({ code: 4100, message }),
  unsupported: (method: string): WalletError => ({
    code: 4200,
    message: `The test wallet does not support ${method}.`,
  }),
  invalidParams: (message: string): WalletError => ({ code: -32602, message }),
  disconnected: { code: 4900, message: 'The test wallet went away before answering.' },
} as const;

// A message of any realistic size (SIWE messages are a few hundred characters), bounded because the page is untrusted.
const MAX_MESSAGE = 64 * 1024;

export const personalSignParams = z.tuple([z.string().max(MAX_MESSAGE), z.string().max(100)]);
export const solanaConnectParams = z.object({ onlyIfTrusted: z.boolean().optional() }).nullable();
export const solanaSignMessageParams = z.object({
  message: z.array(z.number().int().min(0).max(255)).max(MAX_MESSAGE),
  display: z.enum(['utf8', 'hex']).optional(),
});
