import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import type { MountSettings, PresetList } from '../../../contracts/presets';
import {
  mountSettingsSchema,
  presetNameSchema,
  type SettingsFile,
  settingsFileSchema,
} from './settings-schema';
import { openConfSettings, type SettingsStore } from './settings-store';

export type PresetStore = {
  list(): Promise<PresetList>;
  save(name: string, settings: MountSettings): Promise<PresetList>;
  remove(name: string): Promise<PresetList>;
  rememberCurrent(settings: MountSettings, presetName: string | null): Promise<void>;
};

/**
 * `electron-store` inside Electron's main process, `conf` in plain Node (the Chromium mode): the
 * same file, schema and defaults either way. Imported lazily, since `electron-store` imports `electron`.
 */
export async function openSettingsStore(file: string): Promise<SettingsStore> {
  if (!process.versions.electron) return openConfSettings(file);
  const { openElectronSettings } = await import('./electron-settings-store');
  return openElectronSettings(file);
}

/**
 * Named mount presets and the last mount, in one JSON file validated against a schema on every
 * read and write. A file that fails to parse or validate is moved aside (never silently
 * overwritten) and the store starts empty, saying so through `onProblem`.
 */
export function createPresetStore(options: {
  file: string;
  onProblem?: (message: string) => void;
  now?: () => Date;
  open?: (file: string) => Promise<SettingsStore> | SettingsStore;
}): PresetStore {
  const { file, onProblem = console.warn, now = () => new Date(), open = openSettingsStore } = options;
  // Writes run one after another so two quick saves never race on the same temp-and-rename.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  const moveAside = async () => {
    const aside = `${file}.invalid-${now().getTime()}`;
    await rename(file, aside);
    onProblem(`Settings file ${file} was not valid; moved it to ${aside} and started with no presets.`);
  };
  // Opening reads and validates the file (conf throws on one it cannot parse or that breaks the
  // schema); the store then reads the file again on every access, so a later bad edit is caught too.
  const openStore = async (): Promise<SettingsStore> => {
    try {
      return await open(file);
    } catch (error) {
      if (!existsSync(file)) throw error;
      await moveAside();
      return open(file);
    }
  };
  let opened: Promise<SettingsStore> | undefined;
  const load = async (): Promise<{ store: SettingsStore; settings: SettingsFile }> => {
    opened ??= openStore();
    const store = await opened;
    try {
      return { store, settings: settingsFileSchema.parse(store.store) };
    } catch {
      await moveAside();
      store.clear();
      return { store, settings: settingsFileSchema.parse(store.store) };
    }
  };

  const update = (change: (settings: SettingsFile) => SettingsFile) =>
    serially(async () => {
      const { store, settings } = await load();
      const next = settingsFileSchema.parse(change(settings));
      store.store = next;
      return next;
    });

  const toList = ({ presets, lastUsed, current }: SettingsFile): PresetList => ({
    presets,
    lastUsed,
    current,
  });

  return {
    list: () => serially(load).then(({ settings }) => toList(settings)),
    async save(rawName, rawSettings) {
      const name = presetNameSchema.parse(rawName);
      const settings = mountSettingsSchema.parse(rawSettings);
      const saved = await update((file) => ({
        ...file,
        presets: [
          ...file.presets.filter((preset) => preset.name !== name),
          { name, settings, savedAt: now().toISOString() },
        ].sort((a, b) => a.name.localeCompare(b.name)),
        lastUsed: name,
        current: settings,
      }));
      return toList(saved);
    },
    async remove(rawName) {
      const name = presetNameSchema.parse(rawName);
      const saved = await update((file) => ({
        ...file,
        presets: file.presets.filter((preset) => preset.name !== name),
        lastUsed: file.lastUsed === name ? null : file.lastUsed,
      }));
      return toList(saved);
    },
    async rememberCurrent(rawSettings, presetName) {
      const settings = mountSettingsSchema.parse(rawSettings);
      const lastUsed = presetName === null ? null : presetNameSchema.parse(presetName);
      await update((file) => ({ ...file, current: settings, lastUsed }));
    },
  };
}
