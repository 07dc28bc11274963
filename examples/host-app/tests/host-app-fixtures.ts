import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ControlClient, createControlClient } from '@foyer/emulator';
import { test as base } from '@playwright/test';
import { HOST_APP_PROJECT, startEmulatedHostApp } from '../../../scripts/host-app';
import { BASE_CHROMIUM_FLAGS, findTestChromium } from '../../../tests/support/chromium';
import { freePort } from '../../../tests/support/free-port';
import {
  type LoopbackFixtures,
  loopbackOnlyFixture,
  withLoopbackOnly,
} from '../../../tests/support/loopback-pages';

type WorkerFixtures = { app: { url: string; emulatorUrl: string } };
type TestFixtures = { control: ControlClient; emulatorProject: { emulator: string; publicToken: string } };

/**
 * Each worker runs the app as its developer does, `npm run start:emulated` (`foyer-emulator exec
 * --project … -- next start` from the packed emulator): a fresh emulator with the example's project,
 * its addresses, credentials and certificate in the app's environment. The browser is a plain
 * Chromium: no host mapping, no certificate flags.
 */
export const test = base.extend<TestFixtures & LoopbackFixtures, WorkerFixtures>({
  ...loopbackOnlyFixture,
  app: [
    async ({}, use) => {
      // The command line keeps its certificate in the user's cache; the tests keep theirs apart.
      const cache = mkdtempSync(join(tmpdir(), 'foyer-host-app-'));
      const app = await startEmulatedHostApp(await freePort(), { XDG_CACHE_HOME: cache });
      await use(app);
      await app.stop();
      rmSync(cache, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({}, use) => {
      const chromium = findTestChromium();
      if (!chromium)
        throw new Error('No Chromium found: run `npm test` once, or install Debian\'s "chromium".');
      await use({ executablePath: chromium.path, args: withLoopbackOnly(BASE_CHROMIUM_FLAGS) });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  control: async ({ app }, use) => use(createControlClient(app.emulatorUrl, HOST_APP_PROJECT.publicToken)),
  emulatorProject: async ({ app }, use) =>
    use({ emulator: app.emulatorUrl, publicToken: HOST_APP_PROJECT.publicToken }),
});

export const expect = test.expect;
