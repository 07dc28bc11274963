import { WalletSection } from '../screens/main/WalletSection';
import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/**
 * Crypto wallet sign-in: Main's wallet buttons (detected wallets, EIP-6963 included), then connect,
 * sign and confirm, with the other-wallet and setup screens and the error screen beside them.
 */
export const crypto: Product = {
  name: 'crypto',
  placement: 'crypto',
  tabForms: {},
  mainSection: WalletSection,
  screens: {
    CryptoConnect: lazyNamed(() => import('../screens/crypto/CryptoConnect'), 'CryptoConnect'),
    CryptoSignMessage: lazyNamed(() => import('../screens/crypto/CryptoSignMessage'), 'CryptoSignMessage'),
    CryptoOtherScreen: lazyNamed(() => import('../screens/crypto/CryptoOtherScreen'), 'CryptoOtherScreen'),
    CryptoSetupWallet: lazyNamed(() => import('../screens/crypto/CryptoSetupWallet'), 'CryptoSetupWallet'),
    CryptoError: lazyNamed(() => import('../screens/crypto/CryptoError'), 'CryptoError'),
    CryptoConfirmation: lazyNamed(() => import('../screens/crypto/CryptoConfirmation'), 'CryptoConfirmation'),
  },
};
