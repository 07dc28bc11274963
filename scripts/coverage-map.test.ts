import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  coverageRows,
  isUnitTestFile,
  listedEndToEndTests,
  listedUnitTests,
  missingTargets,
} from './coverage-map';

const root = resolve(import.meta.dirname, '..');

describe('tests/COVERAGE.md', () => {
  // Two listings (Playwright's and vitest's), each a process of its own: the bound is for hangs, not speed.
  it('maps every end-to-end test of before the cut to a test the suite still has', () => {
    const rows = coverageRows(readFileSync(join(root, 'tests/COVERAGE.md'), 'utf8'));
    // The suite had 261 end-to-end tests at 2a6cf14; a row lost from the table would hide a dropped test.
    expect(rows).toHaveLength(261);
    // A check moved out of the browser names its vitest file and test; those files are listed too.
    const unitFiles = [...new Set(rows.map((row) => row.now.file).filter(isUnitTestFile))];
    const listed = [...listedEndToEndTests(root), ...listedUnitTests(root, unitFiles)];
    expect(missingTargets(rows, listed)).toEqual([]);
  }, 120_000);

  it('reads same, a moved file, and a new title, and finds a target that is gone', () => {
    const rows = coverageRows(
      [
        '| `a.spec.ts` › kept | same |',
        '| `b.spec.ts` › moved | `c.spec.ts` › same title |',
        '| `d.spec.ts` › merged \\| piped | `e.spec.ts` › group › merged test |',
      ].join('\n'),
    );
    expect(rows.map((row) => row.now)).toEqual([
      { file: 'a.spec.ts', title: 'kept' },
      { file: 'c.spec.ts', title: 'moved' },
      { file: 'e.spec.ts', title: 'group › merged test' },
    ]);
    expect(rows[2]?.title).toBe('merged | piped');
    const listed = [
      { file: 'a.spec.ts', title: 'kept' },
      { file: 'c.spec.ts', title: 'moved' },
    ];
    expect(missingTargets(rows, listed).map((row) => row.file)).toEqual(['d.spec.ts']);
  });

  it('tells a vitest target from an end-to-end one by its file name', () => {
    expect(isUnitTestFile('widget/src/screens/main/WalletSection.test.tsx')).toBe(true);
    expect(isUnitTestFile('scripts/coverage-map.test.ts')).toBe(true);
    expect(isUnitTestFile('tests/e2e/widget-crypto.spec.ts')).toBe(false);
  });

  it('refuses a row whose target names no file', () => {
    expect(() => coverageRows('| `a.spec.ts` › t | somewhere |')).toThrow(/names no file and title/);
  });
});
