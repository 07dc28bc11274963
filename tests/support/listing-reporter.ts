import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/** Where `npm test` finds every end-to-end test of its run, to check tests/COVERAGE.md against. */
export const E2E_LISTING_FILE = '.test-report/e2e-tests.json';

/** A test as `playwright test --list` names it: its file, and its describe titles and own title. */
export type ListedTest = { file: string; title: string };

/**
 * Writes the run's tests (every one it selected, skipped ones too) as it begins, so the coverage map
 * is checked against the suite that ran rather than against a listing of its own.
 */
export default class ListingReporter implements Reporter {
  onBegin(config: FullConfig, suite: Suite): void {
    const tests = suite.allTests().map((test) => ({
      file: relative(config.rootDir, test.location.file),
      // The path is: the root, the project, the file, then the describe titles and the test's own.
      title: test.titlePath().slice(3).join(' › '),
    }));
    mkdirSync(dirname(E2E_LISTING_FILE), { recursive: true });
    writeFileSync(E2E_LISTING_FILE, `${JSON.stringify(tests, null, 2)}\n`);
  }
}
