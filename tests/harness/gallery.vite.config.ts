import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The gallery's page, built apart from the shared harness pages (the gallery tests build it once per
 * run, into a folder they choose): widget/src/gallery's entries side by side, each with its fake client.
 */
export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  build: {
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // A test page that bundles Testing Library and the fake client: its size is nobody's concern.
    chunkSizeWarningLimit: 4096,
    // A test page, not a product: no gzip pass, and no plugin-timings block in the test output.
    reportCompressedSize: false,
    rolldownOptions: { input: { gallery: resolve(here, 'gallery.html') }, checks: { bundlerTimings: false } },
  },
});
