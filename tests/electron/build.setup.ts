import { join } from 'node:path';
import { test as setup } from '@playwright/test';
import { build } from 'electron-vite';
import { ELECTRON_TEST_BUILD, electronSkipReason } from './electron-build';

// Skipped where Electron cannot run: decided as the file loads, so no worker starts just to skip it.
setup.skip(electronSkipReason !== null, electronSkipReason ?? '');

// One build per run, before any Electron spec: workers building in parallel into one folder raced.
setup('build the Electron testbed', async () => {
  setup.setTimeout(300_000);
  await build({
    configFile: join(import.meta.dirname, '../../electron.vite.config.ts'),
    build: { outDir: ELECTRON_TEST_BUILD },
    logLevel: 'warn',
  });
});
