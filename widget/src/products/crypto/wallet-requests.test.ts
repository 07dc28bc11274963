import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  ETHEREUM_ADDRESS,
  fakeEthereumProvider,
  fakeSolanaProvider,
  SOLANA_SIGNATURE,
} from '../../test-support/wallets';
import { requestAddress, signChallenge, UnexpectedWalletAnswerError } from './wallet-requests';

describe('wallet requests', () => {
  it('takes the first account an Ethereum wallet gives, and refuses an empty answer', async () => {
    const provider = fakeEthereumProvider({}, { eth_requestAccounts: () => [ETHEREUM_ADDRESS, '0x2'] });
    await expect(requestAddress({ option: 'Metamask', type: 'ethereum', provider })).resolves.toBe(
      ETHEREUM_ADDRESS,
    );
    const empty = fakeEthereumProvider({}, { eth_requestAccounts: () => [] });
    await expect(
      requestAddress({ option: 'Metamask', type: 'ethereum', provider: empty }),
    ).rejects.toBeInstanceOf(UnexpectedWalletAnswerError);
  });

  it('signs with a Solana wallet’s request method when it has no signMessage, in base58', async () => {
    const calls: unknown[] = [];
    const provider = {
      connect: fakeSolanaProvider().connect,
      request: async (request: unknown) => {
        calls.push(request);
        return { signature: Array.from(SOLANA_SIGNATURE) };
      },
    };
    const signature = await signChallenge(
      { option: 'GenericSolanaWallet', type: 'solana', provider },
      'héllo',
      'x',
    );
    expect(signature).toBe(base58.encode(SOLANA_SIGNATURE));
    expect(calls).toEqual([
      { method: 'signMessage', params: { message: new TextEncoder().encode('héllo'), display: 'utf8' } },
    ]);
  });

  it('refuses a Solana answer without signature bytes', async () => {
    const provider = fakeSolanaProvider({}, { signMessage: async () => ({ signature: 'nope' }) as never });
    await expect(
      signChallenge({ option: 'Phantom', type: 'solana', provider }, 'challenge', 'x'),
    ).rejects.toBeInstanceOf(UnexpectedWalletAnswerError);
  });
});
