import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { PACKED_ENV, PACKS } from '../../scripts/pack-packages';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Builds the emulator's console (unless `npm test` packed it already), and the harness pages once per
 * run; every worker serves the same build. Each run builds into
 * its own folder (workers find it in `FOYER_HARNESS_DIST`), so two runs side by side never serve
 * each other a half-written build, and the folder goes when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(here, '../.harness-dist');
  await mkdir(root, { recursive: true });
  const outDir = await mkdtemp(`${root}/run-`);
  process.env.FOYER_HARNESS_DIST = outDir;
  await build({
    configFile: resolve(here, '../harness/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
  });
  // The emulator serves its console from this build (emulator/console-dist), which `npm test`'s
  // package step made from this same tree already.
  if (process.env[PACKED_ENV] !== PACKS) {
    await build({ configFile: resolve(here, '../../console/vite.config.ts'), logLevel: 'warn' });
  }
  return () => rm(outDir, { recursive: true, force: true });
}
