import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export type BenchPage = 'foyer' | 'stytch';

/**
 * One page per product, each built alone in production mode, so neither shares a chunk with the
 * other and each is what a host app would ship.
 */
export function benchPageConfig(page: BenchPage, outDir: string, plugins: Plugin[] = []): InlineConfig {
  return {
    configFile: false,
    root: here,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), ...plugins],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: { [page]: resolve(here, `${page}.html`) },
        // The bench's own size plugin is slow by design (it minifies every layer apart); no warning for it.
        checks: { bundlerTimings: false },
      },
    },
  };
}
