import ElectronStore from 'electron-store';
import type { SettingsFile } from './settings-schema';
import { type SettingsStore, settingsFileName, sharedStoreOptions } from './settings-store';

/**
 * The Electron main process's store: `electron-store` over the same file and options as the
 * Chromium mode's `conf`. Loaded only inside Electron, since `electron-store` imports `electron`.
 */
export function openElectronSettings(file: string): SettingsStore {
  return new ElectronStore<SettingsFile>({ ...sharedStoreOptions(file), name: settingsFileName(file) });
}
