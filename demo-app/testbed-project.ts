import { readJsonFile } from '../main/capabilities/presets/atomic-json-file';
import { settingsFileSchema } from '../main/capabilities/presets/settings-schema';

/**
 * The project the testbed is on: the public token of its last mount, from its settings file (the
 * same file in Electron and Chromium mode). Read only: a file the testbed cannot use is its to
 * move aside, and here it simply means no project yet.
 */
export async function testbedPublicToken(settingsFile: string): Promise<string | null> {
  const read = await readJsonFile(settingsFile);
  if (read.kind !== 'ok') return null;
  const parsed = settingsFileSchema.safeParse(read.value);
  return parsed.success ? (parsed.data.current?.publicToken ?? null) : null;
}
