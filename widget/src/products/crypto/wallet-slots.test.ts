import { describe, expect, it } from 'vitest';
import { placeWallets, walletSlots } from './wallet-slots';

const SEVEN = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'GenericEthereumWallet',
  'GenericSolanaWallet',
];

describe('the wallet-slot rule: 6 minus the OAuth providers minus 1, never negative', () => {
  it.each([
    [0, 5],
    [1, 4],
    [3, 2],
    [5, 0],
    [6, 0],
  ])('leaves room for %i OAuth providers and %i wallets', (oauth, slots) => {
    expect(walletSlots(oauth)).toBe(slots);
  });

  it('puts the first wallets on Main and the rest on the other-wallet screen', () => {
    expect(placeWallets(SEVEN, 3)).toEqual({
      onMain: ['Phantom', 'Vessel'],
      overflow: ['Binance', 'Coinbase', 'Metamask', 'GenericEthereumWallet', 'GenericSolanaWallet'],
    });
    expect(placeWallets(['Metamask'], 0)).toEqual({ onMain: ['Metamask'], overflow: [] });
    expect(placeWallets(['Metamask'], 5)).toEqual({ onMain: [], overflow: ['Metamask'] });
  });
});
