import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../scripts/precompress-assets.ts';
import { PREACT_ALIASES } from './preact-aliases.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the emulator finds the console: inside its package, so `npm pack` ships it prebuilt. */
export const CONSOLE_OUT_DIR = resolve(here, '../emulator/console-dist');

/**
 * The console as static files the emulator serves: its page at `/`, everything else under
 * `/console/`, each script and stylesheet beside its brotli and gzip copies. No inline script or
 * style anywhere, so the page runs under the emulator's strict CSP.
 */
export default defineConfig({
  root: here,
  base: '/console/',
  plugins: [react(), precompressAssets()],
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: CONSOLE_OUT_DIR,
    emptyOutDir: true,
    // The polyfill is an inline script, which the console's CSP refuses.
    modulePreload: { polyfill: false },
    // Inlined assets would be data: URLs; every asset is a file of its own.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // The bundled libraries' licenses (Preact's, TanStack Virtual's), shipped beside their code.
    license: { fileName: 'THIRD-PARTY-LICENSES.md' },
    // Which chunk holds each view (and what it imports): the emulator names the addressed view's in
    // the page, so its code downloads beside the entry rather than after it has run.
    manifest: true,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
