import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetProblems, weighConsole } from './console-budget';

let dir: string;

/** Writes an asset and, unless told not to, its compressed copies of the given sizes. */
function asset(name: string, code: string, brotliBytes?: number) {
  writeFileSync(join(dir, 'assets', name), code);
  if (brotliBytes !== undefined) {
    writeFileSync(join(dir, 'assets', `${name}.br`), Buffer.alloc(brotliBytes));
    writeFileSync(join(dir, 'assets', `${name}.gz`), Buffer.alloc(brotliBytes + 10));
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-console-budget-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<script type="module" crossorigin src="/console/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/console/assets/index-b.css">',
  );
  asset('index-a.js', 'import{x}from"./vendor-c.js";const v=()=>import("./Inbox-d.js");', 12_000);
  asset('vendor-c.js', 'export const x=1;', 6_000);
  asset('index-b.css', 'body{}', 2_000);
  asset('Inbox-d.js', 'import{x}from"./index-a.js";import{t}from"./Time-e.js";', 3_000);
  asset('Time-e.js', 'export const t=1;', 500);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the console's weight", () => {
  it("counts the first load as the page's script and stylesheet with what they import statically", () => {
    const weight = weighConsole(dir);
    expect(weight.firstLoad).toEqual({ files: ['index-a.js', 'index-b.css', 'vendor-c.js'], bytes: 20_000 });
  });

  it('counts a view by its chunk and the chunks it brings that the first load did not', () => {
    const weight = weighConsole(dir);
    expect(weight.lazy).toEqual([
      { file: 'Inbox-d.js', bytes: 3_500 },
      { file: 'Time-e.js', bytes: 500 },
    ]);
    expect(budgetProblems(weight)).toEqual([]);
  });

  it('names what breaks the budget: a heavy first load, a heavy view, a file without compressed copies', () => {
    asset('Faults-f.js', 'export{}', 16_000);
    asset('Loose-g.js', 'export{}');
    const problems = budgetProblems(weighConsole(dir), { firstLoadBytes: 18_000, viewBytes: 15_000 });
    expect(problems).toEqual([
      'its first load (index-a.js, index-b.css, vendor-c.js) is 20.0 kB brotli; the budget is 18.0 kB',
      'opening Faults-f.js costs 16.0 kB brotli; the budget is 15.0 kB a view',
      'Loose-g.js ships without its .br and .gz copies',
    ]);
  });
});
