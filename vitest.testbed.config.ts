import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The testbed's main, preload and renderer logic. Tests that reach `electron` mock it
// (`vi.mock('electron', …)`): loading the real package would try to download its binary.
export default defineConfig({
  // The widget from its source, as the renderer's build takes it: its tests never run against a stale build.
  resolve: { alias: { '@foyer/widget': resolve(import.meta.dirname, 'widget/src/index.ts') } },
  test: {
    name: 'testbed',
    include: [
      'main/**/*.test.ts',
      'preload/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'demo-app/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    // The files share their worker's modules (the few that mock `electron` mock a module no other
    // test loads): importing React and the renderer once per worker, not per file, halves the run.
    isolate: false,
    setupFiles: [
      'tests/support/vitest-loopback-only.ts',
      'tests/support/vitest-reused-signing-keys.ts',
      'renderer/test-setup.ts',
    ],
    // A bound on a hang, not a speed test.
    testTimeout: 20_000,
    passWithNoTests: true,
    // Run through Vite rather than Node's loader, so that its `import electron` meets the mock.
    server: { deps: { inline: ['electron-store'] } },
  },
});
