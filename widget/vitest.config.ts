import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Every project fails a test that reaches outside loopback (tests/support/loopback-guard.ts).
const LOOPBACK_ONLY = resolve(import.meta.dirname, '../tests/support/vitest-loopback-only.ts');

/**
 * Tests that replace a module (`vi.mock`): they run each in a fresh module graph of their own
 * (vitest.isolated.config.ts); every other test shares its worker's modules, which saves the import of
 * React, the client and the widget for every file (about half the run).
 */
export const MOCKING_TESTS = [
  'src/client/shared-client.test.ts',
  'src/components/ScreenErrorBoundary.test.tsx',
  'src/mount/react-components.test.tsx',
];

export function widgetTests(project: { name: string; isolate: boolean; include?: string[] }): ViteUserConfig {
  return defineConfig({
    plugins: [react()],
    test: {
      name: project.name,
      include: project.include ?? ['src/**/*.test.{ts,tsx}'],
      exclude: project.include ? [] : MOCKING_TESTS,
      isolate: project.isolate,
      environment: 'happy-dom',
      setupFiles: [LOOPBACK_ONLY, 'src/test-support/setup.ts'],
      // Process the widget's stylesheet, so tests see the real rules the widget adopts.
      css: { include: [/\/src\/theme\//] },
      passWithNoTests: true,
      // A bound on a hang, not a speed test: findBy waits for a state, however busy the machine is.
      testTimeout: 20_000,
    },
  });
}

export default widgetTests({ name: 'widget', isolate: false });
