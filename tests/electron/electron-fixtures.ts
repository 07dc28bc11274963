import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication } from '@playwright/test';
import { DEMO_APP_SECRET_FILE } from '../../demo-app/client-secret';
import { startDemoApp } from '../../demo-app/server';
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

type Fixtures = {
  settingsFile: string;
  electronApp: ElectronApplication;
  testbed: TestbedPage;
  /** Quits the app and launches it again on the same data folder; the new app's testbed. */
  restartTestbed: () => Promise<TestbedPage>;
  runningApp: { current: ElectronApplication; restart(): Promise<ElectronApplication> };
};

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
  runningApp: async ({ electronBuild, emulator, publicToken, settingsFile }, use, testInfo) => {
    if (!electronBinary.found) throw new Error(electronBinary.reason);
    const { path } = electronBinary;
    const dataDir = join(settingsFile, '..');
    // As `npm start` runs it: beside the testbed, its secret in the data folder, on the project
    // the testbed names over HTTP with the link token.
    const demoAppLinkToken = randomUUID();
    const demoApp = await startDemoApp({
      emulatorHttpUrl: emulator.httpUrl,
      emulatorControlToken: emulator.controlToken,
      idpPageUrl: electronBuild.url,
      clientSecretFile: join(dataDir, DEMO_APP_SECRET_FILE),
      linkToken: demoAppLinkToken,
    });
    let launches = 0;
    const launch = async () => {
      const app = await _electron.launch({
        executablePath: path,
        ...(process.env.FOYER_QA_VIDEO ? { recordVideo: { dir: testInfo.outputPath('video') } } : {}),
        args: [join(ELECTRON_TEST_BUILD, 'main/electron.js')],
        env: {
          ...inheritedEnvironment(),
          ...launchEnvironment({
            testbedUrl: electronBuild.url,
            emulatorHttpUrl: emulator.httpUrl,
            emulatorHttpsUrl: emulator.httpsUrl,
            emulatorSpkiHash: emulator.spkiHash,
            dataDir,
            demoAppUrl: demoApp.origin,
            demoAppLinkToken,
          }),
        },
      });
      // `use: { trace }` does not reach Electron apps: trace by hand, kept with the test's output.
      await app.context().tracing.start({ screenshots: true, snapshots: true, sources: true });
      launches += 1;
      return app;
    };
    const quit = async (app: ElectronApplication) => {
      const name = launches === 1 ? 'electron-trace.zip' : `electron-trace-${launches}.zip`;
      await app.context().tracing.stop({ path: testInfo.outputPath(name) });
      await app.close();
    };
    await seedSettings(settingsFile, publicToken);
    const running = {
      current: await launch(),
      async restart() {
        await quit(running.current);
        running.current = await launch();
        return running.current;
      },
    };
    await use(running);
    await quit(running.current);
    await demoApp.close();
  },
  electronApp: async ({ runningApp }, use) => {
    await use(runningApp.current);
  },
  testbed: async ({ electronApp, electronBuild }, use) => {
    await use(await openTestbed(electronApp, electronBuild.origin));
  },
  restartTestbed: async ({ runningApp, electronBuild }, use) => {
    await use(async () => openTestbed(await runningApp.restart(), electronBuild.origin));
  },
});

async function openTestbed(app: ElectronApplication, origin: string): Promise<TestbedPage> {
  const testbed = new TestbedPage(await app.firstWindow(), origin);
  await testbed.open();
  return testbed;
}
