import { writeJsonAtomically } from '../../main/capabilities/presets/atomic-json-file';
import type { SettingsFile } from '../../main/capabilities/presets/settings-schema';
import { defaultMountSettings } from '../../renderer/mount/settings';

/** A settings file that starts the testbed on this test's project, as a developer's last session would leave it. */
export async function seedSettings(file: string, publicToken: string): Promise<void> {
  const initial: SettingsFile = {
    version: 1,
    presets: [],
    lastUsed: null,
    current: defaultMountSettings(publicToken),
  };
  await writeJsonAtomically(file, initial);
}
