import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The pages the end-to-end tests open. Built, not served by a dev server, so that the pages run
 * under a strict Content-Security-Policy exactly as a host app's production build would.
 */
export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  build: {
    // global-setup.ts gives each test run its own folder under this one.
    outDir: resolve(here, '../.harness-dist'),
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { polyfill: false },
    // Test pages, not a product: no gzip pass, and no plugin-timings block in the test output.
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        client: resolve(here, 'client.html'),
        widget: resolve(here, 'widget.html'),
        'stytch-ui': resolve(here, 'stytch-ui.html'),
      },
      checks: { bundlerTimings: false },
    },
  },
});
