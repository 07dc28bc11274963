import { gzipSync } from 'node:zlib';
import { build, minify, type Plugin, type Rolldown } from 'vite';
import {
  BYTE_GROUPS,
  type ByteGroup,
  emptyGroupBytes,
  type GroupBytes,
  groupOfModule,
  splitInProportion,
} from './byte-groups';
import type { ChunkBytes } from './chunk-bytes';
import { type BenchPage, benchPageConfig } from './pages/vite.config';

/**
 * A group's weight inside one file: its modules' rendered code, minified on its own and gzipped.
 * Rendered code is not yet minified; unused-code removal stays off, because code one group
 * defines is often used only by another.
 */
async function groupWeights(chunk: Rolldown.OutputChunk, clientModules: ReadonlySet<string>) {
  const code = new Map<ByteGroup, string[]>(BYTE_GROUPS.map((group) => [group, []]));
  for (const [id, module] of Object.entries(chunk.modules))
    code.get(groupOfModule(id, clientModules))?.push(module.code ?? '');
  const weights = emptyGroupBytes();
  for (const group of BYTE_GROUPS) {
    const joined = code.get(group)?.join('\n') ?? '';
    if (joined.trim() === '') continue;
    const minified = await minify(`${group}.js`, joined, {
      module: true,
      compress: { unused: false },
      mangle: { toplevel: true },
    });
    weights[group] = gzipSync(minified.code).byteLength;
  }
  return weights;
}

function collectChunks(clientModules: ReadonlySet<string>, into: ChunkBytes[]): Plugin {
  return {
    name: 'bench-collect-chunks',
    async generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const gzip = gzipSync(output.code).byteLength;
        const weights: GroupBytes = await groupWeights(output, clientModules);
        into.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          gzip,
          groups: splitInProportion(gzip, weights),
        });
      }
    },
  };
}

/** Builds one bench page in production mode into `outDir` and returns its JavaScript files' sizes. */
export async function buildBenchPage(
  page: BenchPage,
  outDir: string,
  clientModules: ReadonlySet<string>,
): Promise<ChunkBytes[]> {
  const chunks: ChunkBytes[] = [];
  await build(benchPageConfig(page, outDir, [collectChunks(clientModules, chunks)]));
  return chunks;
}
