import type { WalletAnswer, WalletError } from '../../contracts/wallets';

/** EIP-1193's `ProviderRpcError`: an Error carrying the numeric `code` callers branch on. */
export class ProviderRpcError extends Error {
  readonly code: number;
  constructor({ code, message }: WalletError) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
  }
}

/** The privileged side's answer as a provider gives it: the result, or a thrown ProviderRpcError. */
export function unwrapAnswer(answer: WalletAnswer): unknown {
  if (answer.ok) return answer.result;
  throw new ProviderRpcError(answer.error);
}
