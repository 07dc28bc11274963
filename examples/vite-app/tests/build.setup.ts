import { test as setup } from '@playwright/test';
import { installViteApp } from '../../../scripts/vite-app';

// Once per run, before the spec: install the packed packages as the README says.
setup('install the Vite app from the packed packages', async () => {
  setup.setTimeout(300_000);
  installViteApp();
});
