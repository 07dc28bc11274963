import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Builds the package as hosts install it (`npm run build`, run by `prepack`): the emulator compiled to
 * `dist/`, one file per source module, so the files it reads beside itself at run time keep their
 * relative places. In this repository everything runs from `src/` (tsx, vitest, Playwright); only the
 * packed package points at `dist/` (see scripts/pack-manifest.ts at the root).
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, 'src');
const dist = resolve(here, 'dist');

const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
  exports: Record<string, { default: string }>;
};

/**
 * What to compile: every module an export names (`./src/control/client.ts` becomes
 * `dist/control/client.js`), the command line, and the worker the password pool starts by file name.
 */
const entries = Object.fromEntries(
  [
    ...Object.values(manifest.exports).map((target) => target.default),
    './src/cli/cli.ts',
    './src/workers/password-worker.ts',
  ].map((path) => [path.replace(/^\.\/src\//, '').replace(/\.ts$/, ''), resolve(here, path)]),
);

/**
 * The files the compiled code opens beside itself: the scripts and stylesheet of the One Tap pages,
 * and the worker's `.mjs` start file. In `src/` that file registers tsx before loading the worker's
 * TypeScript; the package's compiled worker needs no loader, so its start file only imports it.
 */
function emitRuntimeFiles(): Plugin {
  return {
    name: 'foyer-emulator-runtime-files',
    writeBundle() {
      const browser = join(src, 'one-tap/browser');
      mkdirSync(join(dist, 'one-tap/browser'), { recursive: true });
      for (const name of readdirSync(browser)) {
        copyFileSync(join(browser, name), join(dist, 'one-tap/browser', name));
      }
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'workers/password-worker.mjs',
        source: "import './password-worker.js';\n",
      });
    },
  };
}

/**
 * Dependencies and Node's modules stay imports, resolved from the host's node_modules. The compiler's
 * own helpers (`@oxc-project/runtime`, which it asks for even where Node needs no lowering) are not
 * a dependency, so they go into `dist/`.
 */
const isExternal = (id: string) =>
  !id.startsWith('.') &&
  !id.startsWith('/') &&
  !id.startsWith('\0') &&
  !id.startsWith('@oxc-project/runtime/');

export default defineConfig({
  plugins: [emitRuntimeFiles()],
  build: {
    ssr: true,
    // The sources' language level (tsconfig), which Node 20 runs as written.
    target: 'es2022',
    outDir: dist,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: {
      input: entries,
      external: isExternal,
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
        // The packed package's `bin` (see scripts/pack-manifest.ts): Node runs it with no loader.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'cli/cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
});
