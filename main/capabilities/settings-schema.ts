import { z } from 'zod';
import { LOCALES, MOUNT_MODES, type MountSettings, type Preset } from '../../preload/api';

const jsonObject = z.record(z.string(), z.unknown());

/**
 * What the testbed accepts as a public token, wherever one arrives (an IPC argument, the settings
 * file). Looser than the emulator's own rule on purpose: a token it refuses is a case worth mounting.
 */
export const publicTokenSchema = z.string().regex(/^public-token-[A-Za-z0-9_-]+$/, 'not a public token');

export const mountSettingsSchema = z.object({
  mode: z.enum(MOUNT_MODES),
  passwordResetToken: z.string(),
  identityProviderParams: z.string(),
  config: jsonObject,
  styles: jsonObject,
  strings: jsonObject,
  locale: z.enum(LOCALES),
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
