import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists every skipped test under the reason its conditional skip gave (`test.skip` with a reason), once the run
 * ends: Playwright's own reporters count skips but do not say why, and "11 skipped" alone cannot
 * tell a missing Electron binary from a forgotten `.skip`.
 */
export default class SkipReasonsReporter implements Reporter {
  private readonly skippedByReason = new Map<string, string[]>();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = [...result.annotations, ...test.annotations].find(
      (annotation) => annotation.type === 'skip' || annotation.type === 'fixme',
    )?.description;
    const key = reason?.trim() || 'no reason given';
    const [, project = '', ...titles] = test.titlePath();
    const tests = this.skippedByReason.get(key) ?? [];
    tests.push(`[${project}] ${titles.join(' › ')}`);
    this.skippedByReason.set(key, tests);
  }

  onEnd(): void {
    for (const [reason, tests] of this.skippedByReason) {
      console.log(`\n  ${tests.length} skipped: ${reason}`);
      for (const test of tests) console.log(`    - ${test}`);
    }
  }
}
