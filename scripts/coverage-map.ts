import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';

/** One row of tests/COVERAGE.md: an end-to-end test as it was, and where its behaviour is tested now. */
export type CoverageRow = { file: string; title: string; now: { file: string; title: string } };

/** A test as Playwright lists it: its file, and its describe titles and own title joined by ` › `. */
export type ListedTest = { file: string; title: string };

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

type JsonSuite = { title: string; file: string; specs?: { title: string }[]; suites?: JsonSuite[] };

function testsOf(suite: JsonSuite, path: string[]): ListedTest[] {
  const own = (suite.specs ?? []).map((spec) => ({
    file: suite.file,
    title: [...path, spec.title].join(' › '),
  }));
  const nested = (suite.suites ?? []).flatMap((child) => testsOf(child, [...path, child.title]));
  return [...own, ...nested];
}

/** A target in vitest rather than Playwright: a logic check moved beside the code it checks. */
export function isUnitTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

/**
 * The vitest tests of these files, named as the table names them: describe titles and the test's own
 * joined by ` › ` (vitest's listing joins them by ` > `).
 */
export function listedUnitTests(root: string, files: readonly string[]): ListedTest[] {
  if (files.length === 0) return [];
  // `--json` takes an optional path to write to: it comes last, so no test file is taken for one.
  const listing = spawnSync(join(root, 'node_modules/.bin/vitest'), ['list', ...files, '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listing.status !== 0) throw new Error(`vitest list failed: ${listing.stderr}`);
  const tests = JSON.parse(listing.stdout) as { name: string; file: string }[];
  return tests.map((test) => ({
    file: relative(root, test.file),
    title: test.name.split(' > ').join(' › '),
  }));
}

/** Every test of the end-to-end suite, as `playwright test --list` names it (tags apart). */
export function listedEndToEndTests(root: string): ListedTest[] {
  const listing = spawnSync(
    join(root, 'node_modules/.bin/playwright'),
    ['test', '--list', '--reporter=json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listing.status !== 0) throw new Error(`playwright test --list failed: ${listing.stderr}`);
  const report = JSON.parse(listing.stdout) as { suites: JsonSuite[] };
  return report.suites.flatMap((fileSuite) => testsOf(fileSuite, []));
}
