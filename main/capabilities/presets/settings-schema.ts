import { z } from 'zod';
import type { MountSettings, Preset } from '../../../contracts/presets';
import { publicTokenSchema } from '../public-token';

const jsonObject = z.record(z.string(), z.unknown());

/**
 * A mount mode or locale of the widget, by name. Which names exist is the widget's to say (main
 * cannot load it): the renderer checks them when it mounts, so a preset naming a mode a later
 * widget dropped fails that one mount instead of invalidating the whole settings file.
 */
const widgetName = z.string().regex(/^[A-Za-z][A-Za-z-]{0,39}$/, 'not a mode or locale name');

export const mountSettingsSchema = z.object({
  mode: widgetName,
  passwordResetToken: z.string(),
  identityProviderParams: z.string(),
  config: jsonObject,
  styles: jsonObject,
  strings: jsonObject,
  locale: widgetName,
  shadowDom: z.boolean(),
  hostCsp: z.enum(['strict', 'off']),
  publicToken: publicTokenSchema,
}) satisfies z.ZodType<MountSettings>;

export const presetNameSchema = z.string().trim().min(1).max(80);

const presetSchema = z.object({
  name: presetNameSchema,
  settings: mountSettingsSchema,
  savedAt: z.string(),
}) satisfies z.ZodType<Preset>;

/**
 * The settings file, the same in both modes. `version` lets a later release migrate old files
 * instead of discarding them.
 */
export const settingsFileSchema = z.object({
  version: z.literal(1),
  presets: z.array(presetSchema),
  lastUsed: z.string().nullable(),
  current: mountSettingsSchema.nullable(),
});

export type SettingsFile = z.infer<typeof settingsFileSchema>;

export const EMPTY_SETTINGS_FILE: SettingsFile = { version: 1, presets: [], lastUsed: null, current: null };
