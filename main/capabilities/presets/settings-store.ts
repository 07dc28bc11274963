import { basename, dirname } from 'node:path';
import Conf, { type Options, type Schema } from 'conf';
import { z } from 'zod';
import { EMPTY_SETTINGS_FILE, type SettingsFile, settingsFileSchema } from './settings-schema';

/**
 * The settings file as `conf` keeps it: validated against the JSON schema on every read and write,
 * written atomically (temp file, then rename), defaults filled in. `electron-store` is `conf` with
 * Electron's paths, so both modes open the same file through the same options.
 */
export type SettingsStore = Conf<SettingsFile>;

/** The zod schema of the file, as the JSON schema `conf` checks each top-level key against. */
const SETTINGS_JSON_SCHEMA = z.toJSONSchema(settingsFileSchema, { target: 'draft-7' })
  .properties as Schema<SettingsFile>;

/** Everything but the file's name, which `conf` calls `configName` and `electron-store` `name`. */
export function sharedStoreOptions(file: string): Options<SettingsFile> & { cwd: string } {
  if (!file.endsWith('.json')) throw new Error(`the settings file must end in .json: ${file}`);
  return {
    cwd: dirname(file),
    schema: SETTINGS_JSON_SCHEMA,
    defaults: EMPTY_SETTINGS_FILE,
    // A file that fails to parse or validate must reach us, to be moved aside: never cleared.
    clearInvalidConfig: false,
    serialize: (value) => `${JSON.stringify(value, null, 2)}\n`,
  };
}

export const settingsFileName = (file: string) => basename(file, '.json');

/** The Chromium mode's store (plain Node). */
export function openConfSettings(file: string): SettingsStore {
  return new Conf<SettingsFile>({ ...sharedStoreOptions(file), configName: settingsFileName(file) });
}
