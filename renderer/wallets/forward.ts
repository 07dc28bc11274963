import type { WalletAnswer, WalletId, WalletRequest } from '../../contracts/wallets';
import { ProviderRpcError, unwrapAnswer } from './provider-error';

export type SendWalletRequest = (request: WalletRequest) => Promise<WalletAnswer>;

/**
 * One wallet's way to the privileged side. A bridge that fails (not a wallet's refusal) surfaces
 * as JSON-RPC's internal error, so callers still get the `code` they branch on.
 */
export function forwarderFor(wallet: WalletId, send: SendWalletRequest) {
  return async (method: string, params: unknown): Promise<unknown> => {
    let answer: WalletAnswer;
    try {
      answer = await send({ wallet, method, params: params ?? null });
    } catch (error) {
      throw new ProviderRpcError({
        code: -32603,
        message: `The test wallet could not answer: ${String(error)}`,
      });
    }
    return unwrapAnswer(answer);
  };
}
