import { addGroupBytes, emptyGroupBytes, type GroupBytes } from './byte-groups';
import type { ColdRun } from './cold-run';

/** One JavaScript file of a page's build, with its gzip size split by layer. */
export type ChunkBytes = {
  fileName: string;
  isEntry: boolean;
  /** Files this one imports statically: the browser fetches them before it runs. */
  imports: string[];
  gzip: number;
  groups: GroupBytes;
};

/** The entry files and everything they import statically: what the page downloads before it runs. */
export function staticClosure(chunks: readonly ChunkBytes[]): ChunkBytes[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<ChunkBytes>();
  const queue = chunks.filter((chunk) => chunk.isEntry);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) queue.push(imported);
    }
  }
  return chunks.filter((chunk) => seen.has(chunk));
}

export type BytesSummary = { files: string[]; gzip: number; groups: GroupBytes };

export function summariseBytes(chunks: readonly ChunkBytes[]): BytesSummary {
  return {
    files: chunks.map((chunk) => chunk.fileName),
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    groups: chunks.reduce((sum, chunk) => addGroupBytes(sum, chunk.groups), emptyGroupBytes()),
  };
}

/** Lazy files whose download ended before the input was usable in at least half of the good runs:
 * the ones a user of that config waits for, without counting a rare early prefetch. */
export function lazyFilesBeforeInteractive(
  runs: readonly ColdRun[],
  staticFiles: ReadonlySet<string>,
): string[] {
  const good = runs.filter((run) => run.ok);
  const counts = new Map<string, number>();
  for (const run of good)
    for (const file of new Set(run.scriptsBeforeInteractive))
      if (!staticFiles.has(file)) counts.set(file, (counts.get(file) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count * 2 >= good.length)
    .map(([file]) => file)
    .sort();
}
