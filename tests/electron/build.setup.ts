import { join } from 'node:path';
import { test as setup } from '@playwright/test';
import { build } from 'electron-vite';
import { ELECTRON_TEST_BUILD, electronSkipReason } from './electron-build';

// One build per run, before any Electron spec: workers building in parallel into one folder raced.
setup('build the Electron testbed', async () => {
  setup.skip(electronSkipReason !== null, electronSkipReason ?? '');
  setup.setTimeout(300_000);
  await build({
    configFile: join(import.meta.dirname, '../../electron.vite.config.ts'),
    build: { outDir: ELECTRON_TEST_BUILD },
    logLevel: 'warn',
  });
});
