import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Kinds of file that shrink when compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|map)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script and stylesheet of the build, at
 * the strongest settings: done once here, the emulator sends them as they are to every browser.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'foyer-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          const source = await readFile(path);
          const brotli = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          await writeFile(`${path}.br`, brotli);
          await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}
