import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The testbed renderer as a plain Vite build, shared by Electron's build (electron.vite.config.ts)
 * and the Chromium mode (`npm start` without Electron, the testbed tests), which cannot use
 * electron-vite's dev server without the Electron binary. The widget comes from its source, so
 * the testbed never waits for a widget build.
 */
export function rendererConfig(outDir: string): UserConfig {
  return {
    root: resolve(here, 'renderer'),
    base: './',
    plugins: [react()],
    resolve: { alias: { '@foyer/widget': resolve(here, 'widget/src/index.ts') } },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      // The polyfill is an inline script, which the testbed's CSP refuses.
      modulePreload: { polyfill: false },
      // The testbed loads from localhost and its size is nobody's budget: no gzip pass, no warning
      // about its 700 kB entry, and no plugin-timings block in `npm start`.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        input: resolve(here, 'renderer/index.html'),
        checks: { bundlerTimings: false },
      },
    },
  };
}

export const RENDERER_OUT_DIR = resolve(here, 'out/renderer');

export default defineConfig(rendererConfig(RENDERER_OUT_DIR));
