import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The gallery's page, built apart from the shared harness pages (the gallery tests build it once per
 * worker, into a folder they choose): one entry of widget/src/gallery per load, with its fake client.
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
    rollupOptions: { input: { gallery: resolve(here, 'gallery.html') } },
  },
});
