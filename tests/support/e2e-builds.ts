import { mkdirSync, mkdtempSync } from 'node:fs';
import { resolve } from 'node:path';
import { GALLERY_TEST_BUILD } from '../gallery/paths';
import { TESTBED_TEST_BUILD } from '../testbed/paths';

/**
 * The pages the end-to-end tests open, each built once per run. Playwright builds them itself (the
 * harness in its global setup, the others in setup projects); `npm test` builds them, and the example
 * apps, in a background step while vitest runs (scripts/build-e2e.ts) and hands the harness folder
 * over in `E2E_BUILT_ENV`: its Playwright run then has no build of its own to wait for.
 * Vite is imported only when a build runs: the config and every worker load this module's constants.
 */
export const E2E_BUILT_ENV = 'FOYER_E2E_BUILT';

/** Where that step lists the builds it made, which the coverage map counts with the run's tests. */
export const E2E_BUILDS_LISTING = '.test-report/e2e-builds.json';

/** The harness folder `npm test` built, when it did (and so also the testbed, gallery and examples). */
export const prebuiltHarness = (): string | undefined => process.env[E2E_BUILT_ENV] || undefined;

const HARNESS_ROOT = resolve(import.meta.dirname, '../.harness-dist');

/**
 * A new folder for one run's harness build: two runs side by side never serve each other a
 * half-written build.
 */
export function newHarnessFolder(): string {
  mkdirSync(HARNESS_ROOT, { recursive: true });
  return mkdtempSync(`${HARNESS_ROOT}/run-`);
}

/** The widget harness pages (tests/harness), built as a host's production build would be. */
export async function buildHarnessPages(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: resolve(import.meta.dirname, '../harness/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
  });
}

/** The testbed's renderer, in its own folder so a running `npm start` is never disturbed. */
export async function buildTestbedRenderer(): Promise<void> {
  const [{ build }, { rendererConfig }] = await Promise.all([
    import('vite'),
    import('../../vite.renderer.config'),
  ]);
  await build({ ...rendererConfig(TESTBED_TEST_BUILD), configFile: false, logLevel: 'warn' });
}

/** The gallery page, which needs no emulator. */
export async function buildGalleryPage(): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: resolve(import.meta.dirname, '../harness/gallery.vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: GALLERY_TEST_BUILD },
  });
}
