import {
  installTestWallets,
  WALLET_PROFILES,
  type WalletAnswer,
  type WalletRequest,
} from '../../renderer/wallets';

declare global {
  interface Window {
    /** Exposed by the test (tests/support/test-wallets.ts): the wallet engine holding the keys. */
    __testWalletRequest?: (request: WalletRequest) => Promise<WalletAnswer>;
  }
}

/**
 * Installs the test wallets of the profile named by the page's `wallets` parameter, before anything
 * looks for them; each request goes to the test's wallet engine, which holds the keys in Node.
 */
export function installWalletsFromQuery(params: URLSearchParams): void {
  const profile = WALLET_PROFILES.find((name) => name === params.get('wallets'));
  if (!profile) return;
  installTestWallets(window, profile, (request) => {
    if (!window.__testWalletRequest)
      throw new Error('The test exposed no wallet engine (__testWalletRequest).');
    return window.__testWalletRequest(request);
  });
}
