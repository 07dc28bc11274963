import { describe, expect, it } from 'vitest';
import {
  coverageProblems,
  coverageRows,
  missingTargets,
  ROWS_BEFORE_THE_CUT,
  unitTestsOfReport,
} from './coverage-map';

// The whole table is checked by `npm test` against the tests its own run listed (coverageProblemsOfRun).
describe('tests/COVERAGE.md', () => {
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

  it('names vitest tests by their describe titles and own title, with files from the root', () => {
    const report = {
      testResults: [
        {
          name: '/repo/widget/src/screens/main/WalletSection.test.tsx',
          assertionResults: [{ ancestorTitles: ['Main', 'wallets'], title: 'shows 5 of seven' }],
        },
      ],
    };
    expect(unitTestsOfReport(report, '/repo')).toEqual([
      { file: 'widget/src/screens/main/WalletSection.test.tsx', title: 'Main › wallets › shows 5 of seven' },
    ]);
  });

  it('says which row lost its test, and when the table lost a row', () => {
    const table = Array.from({ length: ROWS_BEFORE_THE_CUT }, (_, i) => `| \`a.spec.ts\` › t${i} | same |`);
    const everyTest = table.map((_, i) => ({ file: 'a.spec.ts', title: `t${i}` }));
    expect(coverageProblems(table.join('\n'), everyTest)).toEqual([]);
    expect(coverageProblems(table.join('\n'), everyTest.slice(1))).toEqual([
      'a.spec.ts › t0: its target a.spec.ts › t0 is not in the suite.',
    ]);
    expect(coverageProblems(table.slice(1).join('\n'), everyTest)).toEqual([
      `tests/COVERAGE.md has ${ROWS_BEFORE_THE_CUT - 1} rows; the suite had ${ROWS_BEFORE_THE_CUT} tests before the cut.`,
    ]);
  });

  it('refuses a row whose target names no file', () => {
    expect(() => coverageRows('| `a.spec.ts` › t | somewhere |')).toThrow(/names no file and title/);
  });
});
