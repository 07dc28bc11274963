import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'widget',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test-support/setup.ts'],
    // Process the widget's stylesheet, so tests see the real rules the widget adopts.
    css: { include: [/\/src\/theme\//] },
    passWithNoTests: true,
    // A bound on a hang, not a speed test: findBy waits for a state, however busy the machine is.
    testTimeout: 20_000,
  },
});
