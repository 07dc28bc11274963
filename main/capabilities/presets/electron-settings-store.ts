// biome-ignore lint/style/noRestrictedImports: loaded only inside Electron's main process (see openSettingsStore), like electron-store itself
import { ipcMain } from 'electron';
import ElectronStore from 'electron-store';
import type { SettingsFile } from './settings-schema';
import { type SettingsStore, settingsFileName, sharedStoreOptions } from './settings-store';

/** The channel electron-store answers for stores opened in a renderer, which the testbed never does. */
export const ELECTRON_STORE_CHANNEL = 'electron-store-get-data';

/**
 * The Electron main process's store: `electron-store` over the same file and options as the
 * Chromium mode's `conf`. Loaded only inside Electron, since `electron-store` imports `electron`.
 */
export function openElectronSettings(file: string): SettingsStore {
  const store = new ElectronStore<SettingsFile>({
    ...sharedStoreOptions(file),
    name: settingsFileName(file),
  });
  // Opening a store in main also answers any renderer on this channel (app folder and version)
  // without the sender check every testbed channel has; no renderer of ours opens a store.
  ipcMain.removeAllListeners(ELECTRON_STORE_CHANNEL);
  return store;
}
