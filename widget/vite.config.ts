import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, preprocessCSS, type ResolvedConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const packageJson = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Peers and dependencies stay imports: a host must share one React and one Valtio with the widget
// (Valtio proxies made by a second copy are invisible to the host's `subscribe`). Anything else the
// widget imports is bundled: `@scure/base` is, because Rollup (Vite 5 to 7) warns in every host build
// about an annotation-like line comment at the top of its index.js.
const externalPackages = [
  ...Object.keys(packageJson.peerDependencies ?? {}),
  ...Object.keys(packageJson.dependencies ?? {}),
];
const isExternalPackage = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
/**
 * The server components' entry imports the `'use client'` entry itself, as a module of its own: were
 * the components bundled into a chunk both import, a server would evaluate them past the directive.
 */
const isClientEntryOfServer = (id: string, importer: string | undefined) =>
  id === './react.js' && importer === resolve(here, 'src/react-server.ts');
const isExternal = (id: string, importer: string | undefined) =>
  isExternalPackage(id) || isClientEntryOfServer(id, importer);

/** Ships the stylesheet the widget adopts at runtime as `dist/foyer.css` too (`@foyer/widget/style.css`). */
function emitStylesheet(): Plugin {
  let config: ResolvedConfig;
  const source = resolve(here, 'src/theme/foyer.css');
  return {
    name: 'foyer-emit-stylesheet',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const { code } = await preprocessCSS(readFileSync(source, 'utf8'), source, config);
      this.emitFile({ type: 'asset', fileName: 'foyer.css', source: code });
    },
  };
}

/** The package's entries (`exports` in package.json): the file in `dist/` each one builds. */
const entries = {
  index: resolve(here, 'src/index.ts'),
  // Its `'use client'` stays the first line of `dist/react.js` (Rolldown keeps an entry module's
  // directives; scripts/check-packages.ts fails the build check when it does not).
  react: resolve(here, 'src/react.ts'),
  // `./react` under the `react-server` condition: the components with the server's environment read.
  'react-server': resolve(here, 'src/react-server.ts'),
  // `.` under the `react-server` condition: what a server component gets from the main entry.
  server: resolve(here, 'src/server.ts'),
  // `@foyer/widget/locales/<file>`: each language its own module, which a host imports only if it
  // shows that language. English is not one of them: it is in the main entry, so the first paint of
  // an English page never waits for a catalog. `all.ts` (every language, for the testbed and the
  // gallery) is no entry: it would pull each language and English into chunks of their own.
  ...Object.fromEntries(
    readdirSync(resolve(here, 'src/locales'))
      .filter((file) => file.endsWith('.ts') && !['en.ts', 'all.ts'].includes(file))
      .map((file) => [`locales/${file.slice(0, -'.ts'.length)}`, resolve(here, 'src/locales', file)]),
  ),
};

export default defineConfig({
  plugins: [react(), emitStylesheet()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    // No source maps: they would point at `src/`, which the package does not ship.
    sourcemap: false,
    // The licenses of what the widget bundles (`@scure/base`), shipped beside its code.
    license: { fileName: 'THIRD-PARTY-LICENSES.md' },
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      // An entry exports its documented names and nothing else: code it shares with lazy screens
      // goes to a chunk both import, not into the entry under minified names (`import *` would show them).
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
