import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createControlClient, startEmulator } from '@foyer/emulator';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_APP_SECRET_FILE } from '../../demo-app/client-secret';
import { type DemoApp, startDemoApp } from '../../demo-app/server';
import { installChromiumBridge } from '../../main/chromium';
import { type RendererServer, serveRenderer } from '../../main/renderer-server';
import { test as base } from '../support/fixtures';
import { TESTBED_TEST_BUILD } from './paths';
import { seedSettings } from './seed-settings';
import { TestbedPage } from './testbed-page';

/** One running testbed: its page, its bridge, and the context it opened when it was a restart. */
type RunningTestbed = { testbed: TestbedPage; close(): Promise<void> };

type Fixtures = {
  /** Where this test's presets live (the testbed's settings file). */
  settingsFile: string;
  /** Where this test's virtual authenticators live, in the same data folder as the settings. */
  passkeysFile: string;
  /** Where this test's wallet keys, accounts, approval modes and wallet profile live. */
  walletsFile: string;
  /** The demo third-party app beside this test's testbed, on the project the testbed names, as `npm start`'s. */
  demoApp: DemoApp;
  /** The testbed open in Chromium mode on this test's project, bridge installed, first mount done. */
  testbed: TestbedPage;
  /**
   * Quits the testbed and starts it again on the same data folder: the old page's bridge lets go
   * (and with it the page's authenticators), and a new browser context, with no cookies, opens it.
   */
  restartTestbed: () => Promise<TestbedPage>;
  runningTestbed: { current: RunningTestbed; restart(): Promise<TestbedPage> };
};

export const test = base.extend<Fixtures, { testbedServer: RendererServer }>({
  // As `npm start` runs it: an emulator that asks for a control token, which only the bridge's
  // Node side holds. Every control call the testbed makes must carry it, or the panels fail.
  emulator: [
    async ({}, use) => {
      const emulator = await startEmulator({ httpPort: 0, httpsPort: 0, controlToken: 'auto' });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  control: async ({ emulator, publicToken }, use) => {
    await use(createControlClient(emulator.httpUrl, publicToken, { controlToken: emulator.controlToken }));
  },
  testbedServer: [
    async ({}, use) => {
      const server = await serveRenderer(TESTBED_TEST_BUILD);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  settingsFile: async ({}, use, testInfo) => {
    await use(testInfo.outputPath(`settings-${randomUUID()}.json`));
  },
  passkeysFile: async ({ settingsFile }, use) => {
    await use(join(dirname(settingsFile), `passkeys-${randomUUID()}.json`));
  },
  walletsFile: async ({ settingsFile }, use) => {
    await use(join(dirname(settingsFile), `wallets-${randomUUID()}.json`));
  },
  demoApp: async ({ emulator, testbedServer, settingsFile }, use) => {
    const demoApp = await startDemoApp({
      emulatorHttpUrl: emulator.httpUrl,
      emulatorControlToken: emulator.controlToken,
      idpPageUrl: testbedServer.url,
      clientSecretFile: join(dirname(settingsFile), DEMO_APP_SECRET_FILE),
    });
    await use(demoApp);
    await demoApp.close();
  },
  runningTestbed: async (
    { page, browser, testbedServer, emulator, publicToken, settingsFile, passkeysFile, walletsFile, demoApp },
    use,
  ) => {
    const open = async (on: Page, context: BrowserContext | null): Promise<RunningTestbed> => {
      const bridge = await installChromiumBridge(on, {
        testbedOrigin: testbedServer.origin,
        emulatorHttpUrl: emulator.httpUrl,
        emulatorControlToken: emulator.controlToken,
        settingsFile,
        passkeysFile,
        walletsFile,
        demoApp,
        log: () => undefined,
      });
      await on.context().grantPermissions(['clipboard-write'], { origin: testbedServer.origin });
      await on.setViewportSize({ width: 1600, height: 1000 });
      const testbed = new TestbedPage(on, testbedServer.origin);
      await testbed.open();
      return {
        testbed,
        async close() {
          await bridge.dispose();
          await context?.close();
        },
      };
    };
    await seedSettings(settingsFile, publicToken);
    const running = {
      current: await open(page, null),
      async restart() {
        await running.current.close();
        const context = await browser.newContext();
        running.current = await open(await context.newPage(), context);
        return running.current.testbed;
      },
    };
    await use(running);
    await running.current.close();
  },
  testbed: async ({ runningTestbed }, use) => {
    await use(runningTestbed.current.testbed);
  },
  restartTestbed: async ({ runningTestbed }, use) => {
    await use(() => runningTestbed.restart());
  },
});

export { expect } from '../support/fixtures';
