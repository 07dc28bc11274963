import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageRows, listedEndToEndTests, missingTargets } from './coverage-map';

const root = resolve(import.meta.dirname, '..');

describe('tests/COVERAGE.md', () => {
  it('maps every end-to-end test of before the cut to a test the suite still has', () => {
    const rows = coverageRows(readFileSync(join(root, 'tests/COVERAGE.md'), 'utf8'));
    // The suite had 261 end-to-end tests at 2a6cf14; a row lost from the table would hide a dropped test.
    expect(rows).toHaveLength(261);
    expect(missingTargets(rows, listedEndToEndTests(root))).toEqual([]);
  });

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

  it('refuses a row whose target names no file', () => {
    expect(() => coverageRows('| `a.spec.ts` › t | somewhere |')).toThrow(/names no file and title/);
  });
});
