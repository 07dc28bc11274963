import { rename } from 'node:fs/promises';
import { readJsonFile, writeJsonAtomically } from './atomic-json-file';
import type { MountSettings, PresetList } from './contract';
import {
  EMPTY_SETTINGS_FILE,
  mountSettingsSchema,
  presetNameSchema,
  type SettingsFile,
  settingsFileSchema,
} from './settings-schema';

export type PresetStore = {
  list(): Promise<PresetList>;
  save(name: string, settings: MountSettings): Promise<PresetList>;
  remove(name: string): Promise<PresetList>;
  rememberCurrent(settings: MountSettings, presetName: string | null): Promise<void>;
};

/**
 * Named mount presets and the last mount, in one JSON file validated against a schema on every
 * read and write. A file that fails validation is moved aside (never silently overwritten) and the
 * store starts empty, saying so through `onProblem`.
 */
export function createPresetStore(options: {
  file: string;
  onProblem?: (message: string) => void;
  now?: () => Date;
}): PresetStore {
  const { file, onProblem = console.warn, now = () => new Date() } = options;
  // Writes run one after another so two quick saves never race on the same temp-and-rename.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  const load = async (): Promise<SettingsFile> => {
    const read = await readJsonFile(file);
    if (read.kind === 'missing') return structuredClone(EMPTY_SETTINGS_FILE);
    const parsed = read.kind === 'ok' ? settingsFileSchema.safeParse(read.value) : null;
    if (parsed?.success) return parsed.data;
    const aside = `${file}.invalid-${now().getTime()}`;
    await rename(file, aside);
    onProblem(`Settings file ${file} was not valid; moved it to ${aside} and started with no presets.`);
    return structuredClone(EMPTY_SETTINGS_FILE);
  };

  const update = (change: (settings: SettingsFile) => SettingsFile) =>
    serially(async () => {
      const next = settingsFileSchema.parse(change(await load()));
      await writeJsonAtomically(file, next);
      return next;
    });

  const toList = ({ presets, lastUsed, current }: SettingsFile): PresetList => ({
    presets,
    lastUsed,
    current,
  });

  return {
    list: () => serially(load).then(toList),
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
