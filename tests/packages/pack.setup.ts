import { test as setup } from '@playwright/test';
import { packPackages } from '../../scripts/pack-packages';

// Once per run, before the example apps install them: the packages packed into packs/. (Under
// `npm test`, whose package check packed them already, the config has no project for this.)
setup('pack the packages as hosts install them', async () => {
  setup.setTimeout(300_000);
  packPackages();
});
