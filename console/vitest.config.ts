import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './preact-aliases.ts';

// The console's port (against a real emulator) and its views (in happy-dom, over that port).
export default defineConfig({
  plugins: [react()],
  // The views run on Preact, as the emulator's page ships them (the testbed's tests run them on
  // React). The libraries below import React themselves: vitest takes them in, as ES modules (their
  // CommonJS builds would reach React through Node), so their imports get the same aliases.
  resolve: { alias: PREACT_ALIASES, mainFields: ['module', 'main'] },
  test: {
    name: 'console',
    include: ['**/*.test.{ts,tsx}'],
    environment: 'node',
    server: {
      deps: { inline: ['@testing-library/react', '@tanstack/react-virtual', '@tanstack/virtual-core'] },
    },
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
