import { randomUUID } from 'node:crypto';
import { createControlClient, startEmulator } from '@foyer/emulator';
import { installChromiumBridge } from '../../main/chromium';
import { type RendererServer, serveRenderer } from '../../main/renderer-server';
import { test as base } from '../support/fixtures';
import { TESTBED_TEST_BUILD } from './paths';
import { seedSettings } from './seed-settings';
import { TestbedPage } from './testbed-page';

type Fixtures = {
  /** Where this test's presets live (the testbed's settings file). */
  settingsFile: string;
  /** The testbed open in Chromium mode on this test's project, bridge installed, first mount done. */
  testbed: TestbedPage;
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
  testbed: async ({ page, testbedServer, emulator, publicToken, settingsFile }, use) => {
    await seedSettings(settingsFile, publicToken);
    const bridge = await installChromiumBridge(page, {
      testbedOrigin: testbedServer.origin,
      emulatorHttpUrl: emulator.httpUrl,
      emulatorControlToken: emulator.controlToken,
      settingsFile,
      log: () => undefined,
    });
    await page.context().grantPermissions(['clipboard-write'], { origin: testbedServer.origin });
    await page.setViewportSize({ width: 1600, height: 1000 });
    const testbed = new TestbedPage(page, testbedServer.origin);
    await testbed.open();
    await use(testbed);
    await bridge.dispose();
  },
});

export { expect } from '../support/fixtures';
