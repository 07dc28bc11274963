import { defineConfig } from 'vitest/config';

// The testbed's main, preload and renderer logic. Tests that reach `electron` mock it
// (`vi.mock('electron', …)`): loading the real package would try to download its binary.
export default defineConfig({
  test: {
    name: 'testbed',
    include: [
      'main/**/*.test.ts',
      'preload/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'demo-app/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['renderer/test-setup.ts'],
    // A bound on a hang, not a speed test.
    testTimeout: 20_000,
    passWithNoTests: true,
    // Run through Vite rather than Node's loader, so that its `import electron` meets the mock.
    server: { deps: { inline: ['electron-store'] } },
  },
});
