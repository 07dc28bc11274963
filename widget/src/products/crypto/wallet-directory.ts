import type { WidgetRuntime } from '../../runtime/widget-runtime';
import type { WalletOption } from '../../state/crypto';
import { detectWallets, type WalletGlobals } from './detect-wallets';
import { type AnnouncedWallet, announcedWalletOf, type DetectedWallet } from './wallet-providers';

/** The page a directory watches: the window, or a stand-in in tests. */
export type WalletPage = EventTarget & WalletGlobals;

/**
 * The wallets of one widget's page: the injected globals, plus the wallets that announce themselves
 * through EIP-6963, which may answer the widget's request at once or arrive later. It listens for
 * announcements until the widget is disposed; screens subscribe to see late arrivals.
 */
export class WalletDirectory {
  readonly #page: WalletPage | undefined;
  readonly #announced: AnnouncedWallet[] = [];
  readonly #listeners = new Set<() => void>();
  #wallets: readonly DetectedWallet[];

  constructor(page: WalletPage | undefined, lifetime: AbortSignal) {
    this.#page = page;
    this.#wallets = page ? detectWallets(page) : [];
    if (!page || lifetime.aborted) return;
    page.addEventListener('eip6963:announceProvider', (event) => this.#announce(event), {
      signal: lifetime,
    });
    lifetime.addEventListener('abort', () => this.#listeners.clear(), { once: true });
    page.dispatchEvent(new Event('eip6963:requestProvider'));
  }

  /** The detected wallets in Main's order; the same array until something changes. */
  readonly wallets = (): readonly DetectedWallet[] => this.#wallets;

  find(option: WalletOption): DetectedWallet | undefined {
    return this.#wallets.find((wallet) => wallet.option === option);
  }

  /** Calls `listener` whenever the list changes; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #announce(event: Event): void {
    const wallet = announcedWalletOf(event);
    // Wallets announce again on every request, including other scripts' requests.
    if (!wallet || !this.#page || this.#announced.some((known) => known.provider === wallet.provider)) return;
    this.#announced.push(wallet);
    const next = detectWallets(this.#page, this.#announced);
    const isSame =
      next.length === this.#wallets.length &&
      next.every((each, index) => each.provider === this.#wallets[index]?.provider);
    if (isSame) return;
    this.#wallets = next;
    for (const listener of this.#listeners) listener();
  }
}

const directories = new WeakMap<WidgetRuntime, WalletDirectory>();

/** The wallet directory of a widget, made on first use; without a window (server rendering) it is empty. */
export function walletDirectoryOf(runtime: WidgetRuntime): WalletDirectory {
  let directory = directories.get(runtime);
  if (!directory) {
    const page = typeof window === 'undefined' ? undefined : (window as WalletPage);
    directory = new WalletDirectory(page, runtime.signal);
    directories.set(runtime, directory);
  }
  return directory;
}
