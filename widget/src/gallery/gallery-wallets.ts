import type { EthereumProvider } from '../products/crypto/wallet-providers';

/** The wallets' EIP-6963 ids the gallery can announce: MetaMask, Coinbase, and one the widget calls generic. */
export type GalleryWallet = 'io.metamask' | 'com.coinbase.wallet' | 'org.example.wallet';

/**
 * Announces wallets whose every request stays unanswered, as a wallet does while its prompt waits for
 * the user: the wallet screens hold their in-progress state. Returns the way to stop announcing.
 */
export function announceStalledWallets(page: Window, wallets: readonly GalleryWallet[]): () => void {
  const providers = wallets.map((rdns) => {
    const provider: EthereumProvider = { request: () => new Promise<never>(() => {}) };
    return { info: { rdns, uuid: `gallery-${rdns}`, name: rdns, icon: 'data:,' }, provider };
  });
  const announce = () => {
    for (const detail of providers)
      page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  page.addEventListener('eip6963:requestProvider', announce);
  return () => page.removeEventListener('eip6963:requestProvider', announce);
}
