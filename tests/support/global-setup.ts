import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';
import { PACKED_ENV, PACKS } from '../../scripts/pack-packages';
import { buildHarnessPages, newHarnessFolder, prebuiltHarness } from './e2e-builds';

/**
 * Builds the emulator's console (unless `npm test` packed it already), and the harness pages once per
 * run (unless `npm test` built them already); every worker serves the same build, which it finds in
 * `FOYER_HARNESS_DIST`. The run's harness folder goes when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const prebuilt = prebuiltHarness();
  const outDir = prebuilt ?? newHarnessFolder();
  if (!prebuilt) await buildHarnessPages(outDir);
  process.env.FOYER_HARNESS_DIST = outDir;
  // The emulator serves its console from this build (emulator/console-dist), which `npm test`'s
  // package step made from this same tree already.
  if (process.env[PACKED_ENV] !== PACKS) {
    await build({
      configFile: resolve(import.meta.dirname, '../../console/vite.config.ts'),
      logLevel: 'warn',
    });
  }
  return () => rm(outDir, { recursive: true, force: true });
}
