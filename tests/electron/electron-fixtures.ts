import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication } from '@playwright/test';
import { build } from 'electron-vite';
import { writeJsonAtomically } from '../../main/capabilities/atomic-json-file';
import type { SettingsFile } from '../../main/capabilities/settings-schema';
import { findElectronBinary } from '../../main/electron-binary';
import { launchEnvironment } from '../../main/launch-config';
import { type RendererServer, serveRenderer } from '../../main/renderer-server';
import { defaultMountSettings } from '../../renderer/mount/settings';
import { test as base } from '../support/fixtures';
import { TestbedPage } from '../testbed/testbed-page';

const root = resolve(import.meta.dirname, '../..');
const electronBinary = findElectronBinary();

/** Why the Electron specs cannot run here, in one line, or null when they can. */
export const electronSkipReason: string | null = !electronBinary.found
  ? `no Electron binary: ${electronBinary.reason}`
  : process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY
    ? 'no display for Electron: run under xvfb-run'
    : null;

function inheritedEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

type Fixtures = { settingsFile: string; electronApp: ElectronApplication; testbed: TestbedPage };

export const test = base.extend<Fixtures, { electronBuild: RendererServer }>({
  electronBuild: [
    async ({}, use) => {
      await build({ configFile: join(root, 'electron.vite.config.ts'), logLevel: 'warn' });
      const server = await serveRenderer(join(root, 'out/renderer'));
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
    const initial: SettingsFile = {
      version: 1,
      presets: [],
      lastUsed: null,
      current: defaultMountSettings(publicToken),
    };
    await writeJsonAtomically(settingsFile, initial);
    const app = await _electron.launch({
      executablePath: electronBinary.path,
      ...(process.env.FOYER_QA_VIDEO ? { recordVideo: { dir: testInfo.outputPath('video') } } : {}),
      args: [join(root, 'out/main/electron.js')],
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
