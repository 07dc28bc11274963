import { defineConfig } from '@playwright/test';

const isCI = Boolean(process.env.CI);
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
    // A failing test keeps its trace's actions and DOM; the screencast is left out, as filming every
    // repaint slowed the suite by about a seventh (measured on the widget specs).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The emulator's certificate is pinned by its SPKI hash in the launch flags; nothing else is trusted.
    ignoreHTTPSErrors: false,
  },
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'gallery-build', testDir: 'tests/gallery', testMatch: /build\.setup\.ts/ },
    { name: 'gallery', testDir: 'tests/gallery', dependencies: ['gallery-build'] },
    { name: 'electron-build', testDir: 'tests/electron', testMatch: /build\.setup\.ts/ },
    { name: 'electron', testDir: 'tests/electron', dependencies: ['electron-build'] },
    { name: 'testbed-build', testDir: 'tests/testbed', testMatch: /build\.setup\.ts/ },
    { name: 'testbed', testDir: 'tests/testbed', dependencies: ['testbed-build'] },
    // The packages packed once into packs/ (scripts/pack-packages.ts), for the example apps to install.
    { name: 'packs', testDir: 'tests/packages', testMatch: /pack\.setup\.ts/ },
    // examples/host-app built from the packed packages and served by `next start` (scripts/host-app.ts).
    {
      name: 'host-app-build',
      testDir: 'examples/host-app/tests',
      testMatch: /build\.setup\.ts/,
      dependencies: ['packs'],
    },
    { name: 'host-app', testDir: 'examples/host-app/tests', dependencies: ['host-app-build'] },
    // examples/vite-app installed from the same packs and run by `vite` inside `foyer-emulator exec`.
    {
      name: 'vite-app-build',
      testDir: 'examples/vite-app/tests',
      testMatch: /build\.setup\.ts/,
      dependencies: ['packs'],
    },
    { name: 'vite-app', testDir: 'examples/vite-app/tests', dependencies: ['vite-app-build'] },
  ],
});
