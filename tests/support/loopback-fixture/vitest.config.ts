import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The guard exactly as every project of the suite installs it.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.fixture.ts'],
    setupFiles: [resolve(import.meta.dirname, '../vitest-loopback-only.ts')],
  },
});
