import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { lockedElectronVersion } from './scripts/electron-release';
import { RENDERER_OUT_DIR, rendererConfig } from './vite.renderer.config';

const root = import.meta.dirname;

// electron-vite picks its build targets by Electron's major version, read from the electron package,
// which npm leaves out on Node older than its engines allow (it is optional): the lockfile names it too.
process.env.ELECTRON_MAJOR_VER ??= lockedElectronVersion(root).split('.')[0];

// The emulator's control client is a workspace package shipped as TypeScript source: bundle it.
const BUNDLED_WORKSPACES = ['@foyer/emulator'];
// `npm start` and the Electron specs print warnings only: no plugin-timings block.
const QUIET = { bundlerTimings: false };

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      externalizeDeps: { exclude: BUNDLED_WORKSPACES },
      rollupOptions: {
        input: { electron: resolve(root, 'main/electron.ts') },
        checks: QUIET,
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload may require only `electron` (and a few built-ins): bundle the rest.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(root, 'preload/index.ts') },
        external: ['electron'],
        checks: QUIET,
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig(RENDERER_OUT_DIR),
});
