import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'testbed',
    include: ['main/**/*.test.ts', 'preload/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
    // Packages that import `electron` must be inlined, or Electron's index.js tries to download its binary.
    server: { deps: { inline: ['electron-store'] } },
  },
});
