import { test as setup } from '@playwright/test';
import { buildHostApp } from '../../../scripts/host-app';

// Once per run, before the specs: pack, install from the tarballs, `next build`.
setup('build the host app against the packed widget and emulator', async () => {
  setup.setTimeout(300_000);
  buildHostApp();
});
