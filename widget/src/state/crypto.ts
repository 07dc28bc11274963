export type WalletOption =
  | 'Phantom'
  | 'Vessel'
  | 'Binance'
  | 'Coinbase'
  | 'Metamask'
  | 'GenericEthereumWallet'
  | 'GenericSolanaWallet';

export type CryptoState = { walletAddress: string; walletOption: WalletOption; walletChallenge: string };

export const initialCryptoState = (): CryptoState => ({
  walletAddress: '',
  walletOption: 'Metamask',
  walletChallenge: '',
});
