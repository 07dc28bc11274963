import type { WalletOption } from '../../state/crypto';

/** Where to get a wallet: the four CryptoSetupWallet offers, two for each chain family. */
export const WALLET_DOWNLOADS: readonly { wallet: WalletOption; href: string }[] = [
  { wallet: 'Metamask', href: 'https://metamask.io/download/' },
  { wallet: 'Phantom', href: 'https://phantom.com/download' },
  { wallet: 'Coinbase', href: 'https://www.coinbase.com/wallet/downloads' },
  { wallet: 'Binance', href: 'https://www.binance.com/en/web3wallet' },
];
