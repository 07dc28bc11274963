import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { EmulatorStore } from '../emulator-store';

/**
 * A data dir of its own for each test of the calling file (gone after it), and the emulator's store
 * opened from it, or reopened as a restart would. Call at the top of a test file.
 */
export function emulatorDataDirs(): {
  readonly path: string;
  open(): EmulatorStore;
  reopen(store: EmulatorStore): EmulatorStore;
} {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-store-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get path() {
      return dir;
    },
    open: () => EmulatorStore.open(dir),
    reopen(store) {
      store.close();
      return EmulatorStore.open(dir);
    },
  };
}
