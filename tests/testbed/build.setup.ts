import { test as setup } from '@playwright/test';
import { build } from 'vite';
import { rendererConfig } from '../../vite.renderer.config';
import { TESTBED_TEST_BUILD } from './paths';

// One renderer build per run, into its own folder so a running `npm start` is never disturbed.
setup('build the testbed renderer', async () => {
  setup.setTimeout(180_000);
  await build({ ...rendererConfig(TESTBED_TEST_BUILD), configFile: false, logLevel: 'warn' });
});
