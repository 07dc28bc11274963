import { resolve } from 'node:path';
import { test as setup } from '@playwright/test';
import { build } from 'vite';
import { GALLERY_TEST_BUILD } from './paths';

// The gallery page, built once per run for every worker, and only when the run includes the gallery.
setup('build the gallery page', async () => {
  setup.setTimeout(180_000);
  await build({
    configFile: resolve(import.meta.dirname, '../harness/gallery.vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: GALLERY_TEST_BUILD },
  });
});
