import { defineConfig } from '@playwright/test';
import { PACKED_ENV, PACKS } from './scripts/pack-packages';
import { prebuiltHarness } from './tests/support/e2e-builds';

const isCI = Boolean(process.env.CI);
/**
 * The example apps' builds wait for the packs project only when this run must pack. Playwright runs
 * projects in phases (a project after every project it depends on): under `npm test`, whose package
 * step packed already, the builds join the first phase beside the widget specs rather than forming a
 * phase of their own that one worker runs while the other waits.
 */
const PACKED_ALREADY = process.env[PACKED_ENV] === PACKS;
const NEEDS_PACKS = PACKED_ALREADY ? [] : ['packs'];
/**
 * Under `npm test`, whose background step built every page and example app while vitest ran, there
 * are no build projects: no worker starts for them, and every spec is in the first phase.
 */
const BUILT_ALREADY = prebuiltHarness() !== undefined;
/** A build project (skipped when built already), and what depends on it. */
const built = (name: string, project: { testDir: string; testMatch: RegExp; dependencies?: string[] }) =>
  BUILT_ALREADY ? [] : [{ name, ...project }];
const after = (build: string) => (BUILT_ALREADY ? [] : [build]);
// Playwright's reporters count skipped tests; this one also says why each was skipped.
const SKIP_REASONS: [string] = ['./tests/support/skip-reasons-reporter.ts'];

export default defineConfig({
  globalSetup: './tests/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: isCI,
  reporter: isCI ? [['list'], SKIP_REASONS] : [['list'], ['html', { open: 'never' }], SKIP_REASONS],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // A failing test keeps its trace's actions, console and network, and a screenshot. The screencast
    // and the DOM snapshot at every action are left out: filming every repaint slowed the suite by
    // about a seventh, and the snapshots by about a tenth (both measured on the widget specs).
    // `--trace on` records them all for a test being debugged.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The emulator's certificate is pinned by its SPKI hash in the launch flags; nothing else is trusted.
    ignoreHTTPSErrors: false,
  },
  projects: [
    // Builds first: each phase's workers take its projects in this order, so the long example builds
    // start while the widget specs run, not after them.
    // The packages packed once into packs/ (scripts/pack-packages.ts), for the example apps to install;
    // no project at all when they are packed already, so no worker starts for it.
    ...(PACKED_ALREADY ? [] : [{ name: 'packs', testDir: 'tests/packages', testMatch: /pack\.setup\.ts/ }]),
    // examples/host-app built from the packed packages and served by `next start` (scripts/host-app.ts).
    ...built('host-app-build', {
      testDir: 'examples/host-app/tests',
      testMatch: /build\.setup\.ts/,
      dependencies: NEEDS_PACKS,
    }),
    // examples/vite-app installed from the same packs and run by `vite` inside `foyer-emulator exec`.
    ...built('vite-app-build', {
      testDir: 'examples/vite-app/tests',
      testMatch: /build\.setup\.ts/,
      dependencies: NEEDS_PACKS,
    }),
    ...built('testbed-build', { testDir: 'tests/testbed', testMatch: /build\.setup\.ts/ }),
    ...built('gallery-build', { testDir: 'tests/gallery', testMatch: /build\.setup\.ts/ }),
    { name: 'electron-build', testDir: 'tests/electron', testMatch: /build\.setup\.ts/ },
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'testbed', testDir: 'tests/testbed', dependencies: after('testbed-build') },
    { name: 'gallery', testDir: 'tests/gallery', dependencies: after('gallery-build') },
    { name: 'host-app', testDir: 'examples/host-app/tests', dependencies: after('host-app-build') },
    { name: 'vite-app', testDir: 'examples/vite-app/tests', dependencies: after('vite-app-build') },
    { name: 'electron', testDir: 'tests/electron', dependencies: ['electron-build'] },
  ],
});
