import type { CapabilityContract } from './capability-contract';

/** The host page's Content-Security-Policy: the strict one of a careful host, or only the testbed's baseline. */
export type HostCsp = 'strict' | 'off';

/**
 * Everything the Mount panel controls. The JSON-valued fields stay as the developer typed them
 * (objects), so a preset restores exactly what was saved. `mode` and `locale` name one of the
 * widget's `MOUNT_MODES` and `LOCALES`: main cannot load the widget, so it keeps them as names and
 * the renderer checks them against the widget when it mounts.
 */
export type MountSettings = {
  mode: string;
  /** Only read in `passwordReset` mode. */
  passwordResetToken: string;
  /** Query parameters of the identity-provider flow, as `key=value&…`. */
  identityProviderParams: string;
  config: Record<string, unknown>;
  styles: Record<string, unknown>;
  strings: Record<string, unknown>;
  locale: string;
  shadowDom: boolean;
  hostCsp: HostCsp;
  publicToken: string;
};

export type Preset = { name: string; settings: MountSettings; savedAt: string };

export type PresetList = {
  presets: Preset[];
  /** The name of the preset restored on start, if any. */
  lastUsed: string | null;
  /** The settings of the last mount, whether or not it was saved as a preset. */
  current: MountSettings | null;
};

/** Named mount settings, and the last mount, kept across starts in the testbed's settings file. */
export type PresetsApi = {
  listPresets(): Promise<PresetList>;
  savePreset(name: string, settings: MountSettings): Promise<PresetList>;
  deletePreset(name: string): Promise<PresetList>;
  /** Remembers the settings of the latest mount (and which preset they came from), for the next start. */
  rememberCurrent(settings: MountSettings, presetName: string | null): Promise<void>;
};

export const presetsContract: CapabilityContract<PresetsApi, Record<never, never>> = {
  methods: {
    listPresets: 'testbed:presets:list',
    savePreset: 'testbed:presets:save',
    deletePreset: 'testbed:presets:delete',
    rememberCurrent: 'testbed:presets:remember-current',
  },
  events: {},
};
