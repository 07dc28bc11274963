import { useSyncExternalStore } from 'react';
import { useWidget } from '../../components/widget-context';
import { walletDirectoryOf } from '../../products/crypto/wallet-directory';
import type { DetectedWallet } from '../../products/crypto/wallet-providers';

/** The wallets on this page, in Main's order; re-renders when a wallet announces itself later. */
export function useDetectedWallets(): readonly DetectedWallet[] {
  const directory = walletDirectoryOf(useWidget().runtime);
  return useSyncExternalStore(directory.subscribe, directory.wallets, directory.wallets);
}
