/** Texts of Main's wallet buttons and the crypto wallet screens. */
export const enCrypto = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Other Ethereum Wallet',
  'crypto.wallet.GenericSolanaWallet': 'Other Solana Wallet',
  'crypto.continueWith': 'Continue with {wallet}',
  'crypto.main.otherWallet': 'Continue with other Crypto Wallet',
  'crypto.main.setUpWallet': 'Set up a new crypto wallet',
  'crypto.other.title': 'Continue with other wallet',
  'crypto.setup.title': 'Set up a new crypto wallet',
  'crypto.setup.body':
    'To sign in with a wallet, first install one for Ethereum or Solana. Here are four to choose from; once yours is ready, go back and continue with it.',
  'crypto.setup.download': 'Download {wallet}',
  'crypto.connect.title': 'Connecting to your wallet...',
  'crypto.connect.body': 'Approve the connection in the window your wallet opened.',
  'crypto.sign.title': 'Completing signature request...',
  'crypto.sign.body': 'Sign the message in the window your wallet opened to finish logging in.',
  'crypto.confirmation.title': 'Success!',
  'crypto.confirmation.body': 'You have successfully connected your wallet.',
  'crypto.error.body':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto.error.connect': '[Error] Could not connect to wallet',
  'crypto.error.sign': '[Error] Could not sign message',
} as const;
