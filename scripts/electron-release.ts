import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Electron release package-lock.json pins (`45.4.1`). Electron is an optional dependency, left out
 * where its package's engines refuse the Node running npm, so the lockfile, not node_modules, is where
 * the release is always named.
 */
export function lockedElectronVersion(repositoryRoot: string): string {
  // Given the root, not found from here: a config that imports this is bundled elsewhere first.
  const lock = JSON.parse(readFileSync(join(repositoryRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages['node_modules/electron']?.version;
  if (!version) throw new Error('package-lock.json pins no electron release');
  return version;
}
