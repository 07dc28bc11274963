import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulator-client',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: [resolve(import.meta.dirname, '../tests/support/vitest-loopback-only.ts')],
  },
});
