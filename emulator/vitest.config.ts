import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
    // A bound on a hang, not a speed test: a shared 2-core CI machine hashes passwords slowly.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
