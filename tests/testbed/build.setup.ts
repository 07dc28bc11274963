import { test as setup } from '@playwright/test';
import { buildTestbedRenderer } from '../support/e2e-builds';

// One renderer build per run, before the testbed's specs.
setup('build the testbed renderer', async () => {
  setup.setTimeout(180_000);
  await buildTestbedRenderer();
});
