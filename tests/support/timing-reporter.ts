import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where `npm test` finds the run's worker time per spec file, for its timing report. */
export const E2E_TIMINGS_FILE = '.test-report/e2e-timings.json';

export type SpecTiming = { file: string; milliseconds: number; tests: number };

/**
 * Sums each spec file's worker time (its tests with their fixtures, setup projects included), so the
 * report can say where the end-to-end minutes go; a file's wall time depends on what ran beside it.
 */
export default class TimingReporter implements Reporter {
  private rootDir = process.cwd();
  private readonly byFile = new Map<string, SpecTiming>();

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const file = relative(this.rootDir, test.location.file);
    const timing = this.byFile.get(file) ?? { file, milliseconds: 0, tests: 0 };
    timing.milliseconds += result.duration;
    timing.tests += 1;
    this.byFile.set(file, timing);
  }

  onEnd(): void {
    const timings = [...this.byFile.values()].sort((a, b) => b.milliseconds - a.milliseconds);
    mkdirSync(dirname(E2E_TIMINGS_FILE), { recursive: true });
    writeFileSync(E2E_TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  }
}
