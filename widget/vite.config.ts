import { readFileSync } from 'node:fs';
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
// (Valtio proxies made by a second copy are invisible to the host's `subscribe`).
const externalPackages = [
  ...Object.keys(packageJson.peerDependencies ?? {}),
  ...Object.keys(packageJson.dependencies ?? {}),
];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

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

export default defineConfig({
  plugins: [react(), emitStylesheet()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: resolve(here, 'src/index.ts'), formats: ['es'], fileName: 'index' },
    rollupOptions: {
      external: isExternal,
      // Lets code that the entry and lazy screens share stay in the entry (lazy chunks import it from
      // there) instead of a dozen small chunks that every mount would fetch before its first paint.
      preserveEntrySignatures: 'allow-extension',
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
