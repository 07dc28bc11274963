import { resolve } from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Tests that replace a module (`vi.mock`) run each in a fresh module graph of their own
 * (vitest.isolated.config.ts); every other test shares its worker's modules, which saves importing
 * the whole app for every file (about half the run).
 */
export const MOCKING_TESTS = ['src/passwords/browser-routes.test.ts'];

export function emulatorTests(project: {
  name: string;
  isolate: boolean;
  include?: string[];
}): ViteUserConfig {
  return defineConfig({
    test: {
      name: project.name,
      include: project.include ?? ['src/**/*.test.ts'],
      exclude: project.include ? [] : MOCKING_TESTS,
      isolate: project.isolate,
      environment: 'node',
      setupFiles: [
        resolve(import.meta.dirname, '../tests/support/vitest-loopback-only.ts'),
        resolve(import.meta.dirname, '../tests/support/vitest-reused-signing-keys.ts'),
      ],
      passWithNoTests: true,
      // A bound on a hang, not a speed test: a shared 2-core CI machine hashes passwords slowly.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  });
}

export default emulatorTests({ name: 'emulator', isolate: false });
