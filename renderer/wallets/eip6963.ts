import type { EthereumWalletId } from '../../contracts/wallets';
import type { TestEip1193Provider } from './evm-provider';
import { EIP6963_RDNS, WALLETS, walletIcon } from './wallet-catalog';

export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string };

/** A v4 UUID from `getRandomValues`, which (unlike `randomUUID`) also exists outside secure contexts. */
function uuidV4(win: Window): string {
  const random = Array.from(win.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  // The version nibble is 4; the variant's two top bits are 10.
  const variant = ((Number.parseInt(random.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${random.slice(0, 8)}-${random.slice(8, 12)}-4${random.slice(13, 16)}-${variant}${random.slice(17, 20)}-${random.slice(20)}`;
}

/**
 * Announces each provider as EIP-6963 says: now, and again on every `eip6963:requestProvider`
 * (a page that listens late asks). Each wallet keeps one uuid for the page's lifetime.
 */
export function announceProviders(
  win: Window,
  providers: ReadonlyArray<{ wallet: EthereumWalletId; provider: TestEip1193Provider }>,
): void {
  const details = providers.map(({ wallet, provider }) => {
    const info: Eip6963ProviderInfo = Object.freeze({
      uuid: uuidV4(win),
      name: WALLETS[wallet].name,
      icon: walletIcon(wallet),
      rdns: EIP6963_RDNS[wallet],
    });
    return Object.freeze({ info, provider });
  });
  // The page's own constructor: `win` may be another realm's window than the one this module loaded in.
  const { CustomEvent: PageCustomEvent } = win as Window & typeof globalThis;
  const announce = () => {
    for (const detail of details) {
      win.dispatchEvent(new PageCustomEvent('eip6963:announceProvider', { detail }));
    }
  };
  win.addEventListener('eip6963:requestProvider', announce);
  announce();
}
