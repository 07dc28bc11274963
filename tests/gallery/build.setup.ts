import { test as setup } from '@playwright/test';
import { buildGalleryPage } from '../support/e2e-builds';

// The gallery page, built once per run for every worker, and only when the run includes the gallery.
setup('build the gallery page', async () => {
  setup.setTimeout(180_000);
  await buildGalleryPage();
});
