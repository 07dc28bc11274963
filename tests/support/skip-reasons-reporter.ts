import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Says why tests were skipped, once the run ends: one line per reason given (`test.skip` with a
 * reason), with the spec files it skipped and how many tests of each. Playwright's own reporters
 * count skips but do not say why, and "18 skipped" alone cannot tell a missing Electron binary from
 * a forgotten `.skip`.
 */
export default class SkipReasonsReporter implements Reporter {
  private rootDir = process.cwd();
  /** Reason → spec file → skipped tests in it. */
  private readonly skipped = new Map<string, Map<string, number>>();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = [...result.annotations, ...test.annotations].find(
      (annotation) => annotation.type === 'skip' || annotation.type === 'fixme',
    )?.description;
    const key = reason?.trim() || 'no reason given';
    const files = this.skipped.get(key) ?? new Map<string, number>();
    const file = relative(this.rootDir, test.location.file);
    files.set(file, (files.get(file) ?? 0) + 1);
    this.skipped.set(key, files);
  }

  onEnd(): void {
    for (const [reason, files] of this.skipped) {
      const count = [...files.values()].reduce((sum, each) => sum + each, 0);
      const where = [...files].map(([file, tests]) => `${file}: ${tests}`).join(', ');
      console.log(`\n  ${count} skipped: ${reason} (${where})`);
    }
  }
}
