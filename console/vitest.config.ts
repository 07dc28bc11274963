import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The console's port (against a real emulator) and its views (in happy-dom, over that port).
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    include: ['**/*.test.{ts,tsx}'],
    environment: 'node',
    // No test here replaces a module: the files share their worker's modules.
    isolate: false,
    setupFiles: [
      resolve(import.meta.dirname, '../tests/support/vitest-loopback-only.ts'),
      resolve(import.meta.dirname, '../tests/support/vitest-reused-signing-keys.ts'),
      'test-setup.ts',
    ],
    globalSetup: ['test-emulator.ts'],
    passWithNoTests: true,
    // A bound on a hang, not a speed test.
    testTimeout: 20_000,
  },
});
