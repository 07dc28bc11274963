import { test as setup } from '@playwright/test';
import { packedForThisRun } from '../../scripts/pack-packages';

// Once per run, before the example apps install them: the packages packed into packs/, or those the
// package check of this `npm test` packed already.
setup('pack the packages as hosts install them', async () => {
  setup.setTimeout(300_000);
  packedForThisRun();
});
