import { z } from 'zod';
import { presetsContract } from '../../../contracts/presets';
import type { Capability } from '../capability';
import { createPresetStore } from './preset-store';
import { mountSettingsSchema, presetNameSchema } from './settings-schema';

/** Named presets and the last mount, in the settings file. */
export const presetsCapability: Capability<typeof presetsContract> = {
  contract: presetsContract,
  args: {
    listPresets: z.tuple([]),
    savePreset: z.tuple([presetNameSchema, mountSettingsSchema]),
    deletePreset: z.tuple([presetNameSchema]),
    rememberCurrent: z.tuple([mountSettingsSchema, presetNameSchema.nullable()]),
  },
  start({ settingsFile, log }) {
    const presets = createPresetStore({ file: settingsFile, onProblem: log });
    return {
      handlers: {
        listPresets: () => presets.list(),
        savePreset: (name, settings) => presets.save(name, settings),
        deletePreset: (name) => presets.remove(name),
        rememberCurrent: (settings, presetName) => presets.rememberCurrent(settings, presetName),
      },
    };
  },
};
