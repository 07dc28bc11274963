import { describe, expect, it } from 'vitest';
import { type ChunkBytes, lazyFilesBeforeInteractive, staticClosure, summariseBytes } from './chunk-bytes';
import type { ColdRun } from './cold-run';

function chunk(fileName: string, imports: string[] = [], isEntry = false): ChunkBytes {
  return { fileName, isEntry, imports, gzip: 100, groups: { ui: 60, client: 30, react: 10, other: 0 } };
}

describe('staticClosure', () => {
  it('is the entry and what it imports statically, however deep, and no lazy chunk', () => {
    const chunks = [
      chunk('entry.js', ['shared.js'], true),
      chunk('shared.js', ['react.js']),
      chunk('react.js'),
      chunk('LazyScreen.js', ['shared.js']),
    ];
    expect(staticClosure(chunks).map((c) => c.fileName)).toEqual(['entry.js', 'shared.js', 'react.js']);
  });
});

describe('summariseBytes', () => {
  it('adds the files and each group', () => {
    expect(summariseBytes([chunk('a.js'), chunk('b.js')])).toEqual({
      files: ['a.js', 'b.js'],
      gzip: 200,
      groups: { ui: 120, client: 60, react: 20, other: 0 },
    });
  });
});

describe('lazyFilesBeforeInteractive', () => {
  const run = (...scripts: string[]): ColdRun => ({
    ok: true,
    mountToInteractive: 1,
    loadToInteractive: 1,
    scriptsBeforeInteractive: scripts,
    foreignScripts: [],
  });

  it('keeps lazy files that arrived in time in at least half of the good runs, never static ones', () => {
    const runs: ColdRun[] = [
      run('entry.js', 'Main.js', 'Rare.js'),
      run('entry.js', 'Main.js'),
      run('entry.js', 'Main.js', 'Half.js'),
      run('entry.js', 'Half.js'),
      { ok: false, reason: 'timed out' },
    ];
    expect(lazyFilesBeforeInteractive(runs, new Set(['entry.js']))).toEqual(['Half.js', 'Main.js']);
  });
});
