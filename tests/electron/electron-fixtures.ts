import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication } from '@playwright/test';
import { launchEnvironment } from '../../main/launch-config';
import { type RendererServer, serveRenderer } from '../../main/renderer-server';
import { test as base } from '../support/fixtures';
import { seedSettings } from '../testbed/seed-settings';
import { TestbedPage } from '../testbed/testbed-page';
import { ELECTRON_TEST_BUILD, electronBinary } from './electron-build';

function inheritedEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

type Fixtures = { settingsFile: string; electronApp: ElectronApplication; testbed: TestbedPage };

export const test = base.extend<Fixtures, { electronBuild: RendererServer }>({
  electronBuild: [
    async ({}, use) => {
      const server = await serveRenderer(join(ELECTRON_TEST_BUILD, 'renderer'));
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  settingsFile: async ({}, use) => {
    await use(join(await mkdtemp(join(tmpdir(), 'foyer-electron-')), 'settings.json'));
  },
  electronApp: async ({ electronBuild, emulator, publicToken, settingsFile }, use, testInfo) => {
    if (!electronBinary.found) throw new Error(electronBinary.reason);
    await seedSettings(settingsFile, publicToken);
    const app = await _electron.launch({
      executablePath: electronBinary.path,
      ...(process.env.FOYER_QA_VIDEO ? { recordVideo: { dir: testInfo.outputPath('video') } } : {}),
      args: [join(ELECTRON_TEST_BUILD, 'main/electron.js')],
      env: {
        ...inheritedEnvironment(),
        ...launchEnvironment({
          testbedUrl: electronBuild.url,
          emulatorHttpUrl: emulator.httpUrl,
          emulatorHttpsUrl: emulator.httpsUrl,
          emulatorSpkiHash: emulator.spkiHash,
          dataDir: join(settingsFile, '..'),
        }),
      },
    });
    // `use: { trace }` does not reach Electron apps: trace by hand, kept with the test's output.
    await app.context().tracing.start({ screenshots: true, snapshots: true, sources: true });
    await use(app);
    await app.context().tracing.stop({ path: testInfo.outputPath('electron-trace.zip') });
    await app.close();
  },
  testbed: async ({ electronApp, electronBuild }, use) => {
    const page = await electronApp.firstWindow();
    const testbed = new TestbedPage(page, electronBuild.origin);
    await testbed.open();
    await use(testbed);
  },
});
