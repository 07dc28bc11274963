import type { TestbedApi, WalletProfile } from '../../preload/api';
import { installTestWallets } from './install-test-wallets';

let installedProfile: WalletProfile | null = null;

/**
 * Installs the saved profile's test wallets into the testbed page, whose widget runs in this very
 * window: before the widget first mounts, and once per page load (a wallet extension injects once;
 * a changed profile takes a reload). Requests cross the testbed bridge to the keys on the
 * privileged side.
 */
export async function installPageWallets(win: Window, api: TestbedApi): Promise<WalletProfile> {
  if (installedProfile) throw new Error('The test wallets are installed once per page load.');
  const profile = await api.walletProfile();
  installTestWallets(win, profile, (request) => api.walletRequest(request));
  installedProfile = profile;
  return profile;
}

/** The profile this page load installed; null before, or when installing failed. */
export function pageWalletProfile(): WalletProfile | null {
  return installedProfile;
}
