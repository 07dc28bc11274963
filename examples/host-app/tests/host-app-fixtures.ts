import { createServer } from 'node:net';
import {
  type ControlClient,
  createControlClient,
  type RunningEmulator,
  startEmulator,
} from '@foyer/emulator';
import { test as base } from '@playwright/test';
import { startHostApp } from '../../../scripts/host-app';
import { BASE_CHROMIUM_FLAGS, findChromium } from '../../../tests/support/chromium';

const project = {
  publicToken: 'public-token-test-host-app',
  projectId: 'project-test-host-app',
  secret: 'secret-test-host-app',
};

type WorkerFixtures = { emulator: RunningEmulator; appUrl: string };
type TestFixtures = { control: ControlClient; emulatorProject: { emulator: string; publicToken: string } };

function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail(address)));
    });
  });
}

/**
 * Each worker runs an emulator with the example's fixed project and the app's production build
 * against it. The browser is a plain Chromium: no host mapping, no certificate flags.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  emulator: [
    async ({}, use) => {
      const emulator = await startEmulator({ httpPort: 0, httpsPort: 0, projects: [project] });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  appUrl: [
    async ({ emulator }, use) => {
      const app = await startHostApp({ ...project, ...emulator }, await freePort());
      await use(app.url);
      app.kill();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({}, use) => {
      const chromium = findChromium();
      if (!chromium)
        throw new Error('No Chromium found: run `npm test` once, or install Debian\'s "chromium".');
      await use({ executablePath: chromium.path, args: BASE_CHROMIUM_FLAGS });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appUrl }, use) => use(appUrl),
  control: async ({ emulator }, use) => use(createControlClient(emulator.httpUrl, project.publicToken)),
  emulatorProject: async ({ emulator }, use) =>
    use({ emulator: emulator.httpUrl, publicToken: project.publicToken }),
});

export const expect = test.expect;
