import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { E2E_BUILDS_LISTING } from '../tests/support/e2e-builds';
import { E2E_LISTING_FILE, type ListedTest } from '../tests/support/listing-reporter';
import { VITEST_REPORT } from './test-timings';

/** One row of tests/COVERAGE.md: an end-to-end test as it was, and where its behaviour is tested now. */
export type CoverageRow = { file: string; title: string; now: { file: string; title: string } };

const ROW = /^\| `([^`]+)` › (.+?) \| (.+) \|$/;
const TARGET = /^`([^`]+)` › (.+)$/;

/** The table's rows; `same` stands for the same file and title, `same title` for a new file only. */
export function coverageRows(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  for (const line of markdown.split('\n')) {
    const row = ROW.exec(line);
    if (!row) continue;
    const [, file = '', rawTitle = '', target = ''] = row;
    const title = rawTitle.replaceAll('\\|', '|');
    if (target === 'same') {
      rows.push({ file, title, now: { file, title } });
      continue;
    }
    const moved = TARGET.exec(target);
    if (!moved) throw new Error(`COVERAGE.md: "${target}" names no file and title (row: ${file} › ${title})`);
    const [, nowFile = '', nowTitle = ''] = moved;
    rows.push({ file, title, now: { file: nowFile, title: nowTitle === 'same title' ? title : nowTitle } });
  }
  return rows;
}

/** Rows whose target is not among the tests listed now. */
export function missingTargets(rows: readonly CoverageRow[], listed: readonly ListedTest[]): CoverageRow[] {
  const present = new Set(listed.map((test) => `${test.file}\n${test.title}`));
  return rows.filter((row) => !present.has(`${row.now.file}\n${row.now.title}`));
}

/** vitest's JSON report, as far as the map reads it. */
export type VitestListing = {
  testResults?: { name: string; assertionResults?: { ancestorTitles: string[]; title: string }[] }[];
};

/** The tests of a vitest report, named as the table names them: describe titles and own title, by ` › `. */
export function unitTestsOfReport(report: VitestListing, root: string): ListedTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      file: relative(root, file.name),
      title: [...test.ancestorTitles, test.title].join(' › '),
    })),
  );
}

/** The suite had 261 end-to-end tests at 2a6cf14: a row lost from the table would hide a dropped test. */
export const ROWS_BEFORE_THE_CUT = 261;

/**
 * What is wrong with the map against the tests a run listed (its end-to-end tests, and its vitest
 * report for the rows that moved out of the browser): a missing row, or a row whose test is gone.
 */
export function coverageProblems(markdown: string, listed: readonly ListedTest[]): string[] {
  const rows = coverageRows(markdown);
  const problems =
    rows.length === ROWS_BEFORE_THE_CUT
      ? []
      : [
          `tests/COVERAGE.md has ${rows.length} rows; the suite had ${ROWS_BEFORE_THE_CUT} tests before the cut.`,
        ];
  for (const row of missingTargets(rows, listed)) {
    problems.push(
      `${row.file} › ${row.title}: its target ${row.now.file} › ${row.now.title} is not in the suite.`,
    );
  }
  return problems;
}

/**
 * The map checked against the run `npm test` just made: the end-to-end tests its Playwright step
 * listed (tests/support/listing-reporter.ts), the builds its background step made before it
 * (scripts/build-e2e.ts), and the tests in its vitest report.
 */
export function coverageProblemsOfRun(root: string): string[] {
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown;
  const builds = existsSync(join(root, E2E_BUILDS_LISTING)) ? (read(E2E_BUILDS_LISTING) as ListedTest[]) : [];
  const listed = [
    ...(read(E2E_LISTING_FILE) as ListedTest[]),
    ...builds,
    ...unitTestsOfReport(read(VITEST_REPORT) as VitestListing, root),
  ];
  return coverageProblems(readFileSync(join(root, 'tests/COVERAGE.md'), 'utf8'), listed);
}
