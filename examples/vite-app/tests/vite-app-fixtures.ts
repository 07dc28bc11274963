import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { type EmulatedViteApp, startEmulatedViteApp } from '../../../scripts/vite-app';
import { BASE_CHROMIUM_FLAGS, findTestChromium } from '../../../tests/support/chromium';
import { freePort } from '../../../tests/support/free-port';
import {
  type LoopbackFixtures,
  loopbackOnlyFixture,
  withLoopbackOnly,
} from '../../../tests/support/loopback-pages';

/**
 * The app as its developer runs it, `npm run dev:emulated` (`foyer-emulator exec --project … -- vite`
 * from the packed emulator), in a plain Chromium: no host mapping, no certificate flags.
 */
export const test = base.extend<LoopbackFixtures, { app: EmulatedViteApp }>({
  ...loopbackOnlyFixture,
  app: [
    async ({}, use) => {
      // The command line keeps its certificate in the user's cache; the tests keep theirs apart.
      const cache = mkdtempSync(join(tmpdir(), 'foyer-vite-app-'));
      const app = await startEmulatedViteApp(await freePort(), { XDG_CACHE_HOME: cache });
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
});

export const expect = test.expect;
