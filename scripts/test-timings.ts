import { readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { E2E_BUILDS_LISTING } from '../tests/support/e2e-builds';
import { E2E_LISTING_FILE } from '../tests/support/listing-reporter';
import { E2E_TIMINGS_FILE, type SpecTiming } from '../tests/support/timing-reporter';

/**
 * The report `npm test` ends with: each step's time, and the ten slowest vitest files and
 * end-to-end spec files, so the next person sees where the minutes go.
 */

const root = resolve(import.meta.dirname, '..');
/** vitest's JSON report (its per-file start and end times), written by the unit-test step. */
export const VITEST_REPORT = '.test-report/vitest.json';

export type StepTiming = { name: string; seconds: number };
export type FileTiming = { file: string; seconds: number; tests: number };

type VitestReport = {
  testResults?: { name: string; startTime: number; endTime: number; assertionResults?: unknown[] }[];
};

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Each vitest file's own time, slowest first. */
export function vitestFileTimings(report: VitestReport): FileTiming[] {
  return (report.testResults ?? [])
    .map((file) => ({
      file: relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Each spec file's worker time, slowest first. */
export function specFileTimings(specs: SpecTiming[]): FileTiming[] {
  return specs
    .map((spec) => ({ file: spec.file, seconds: spec.milliseconds / 1000, tests: spec.tests }))
    .sort((a, b) => b.seconds - a.seconds);
}

const format = (seconds: number) => `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;

/** The report's lines: the steps, then up to ten files of each runner. */
export function timingReportLines(
  steps: StepTiming[],
  total: number,
  vitest: FileTiming[],
  e2e: FileTiming[],
): string[] {
  const lines = ['', `Timing (${format(total)} in all):`];
  for (const step of steps) lines.push(`  ${format(step.seconds).padStart(7)}  ${step.name}`);
  const slowest = (title: string, files: FileTiming[]) => {
    if (files.length === 0) return;
    lines.push(`Slowest ${title}:`);
    for (const file of files.slice(0, 10)) {
      lines.push(
        `  ${format(file.seconds).padStart(7)}  ${file.file} (${file.tests} ${file.tests === 1 ? 'test' : 'tests'})`,
      );
    }
  };
  slowest('vitest files', vitest);
  slowest('end-to-end spec files (worker time)', e2e);
  return lines;
}

/**
 * Forgets an earlier run's reports, so a step that writes none is not reported with old times, nor
 * the coverage map checked against an old listing.
 */
export function clearRunReports(): void {
  for (const path of [VITEST_REPORT, E2E_TIMINGS_FILE, E2E_LISTING_FILE, E2E_BUILDS_LISTING])
    rmSync(join(root, path), { force: true });
}

export function printTimingReport(steps: StepTiming[], total: number): void {
  const ran = new Set(steps.map((step) => step.name));
  const vitest = [...ran].some((name) => name.includes('vitest'))
    ? vitestFileTimings(readJson<VitestReport>(VITEST_REPORT) ?? {})
    : [];
  const e2e = [...ran].some((name) => name.includes('Playwright'))
    ? specFileTimings(readJson<SpecTiming[]>(E2E_TIMINGS_FILE) ?? [])
    : [];
  console.log(timingReportLines(steps, total, vitest, e2e).join('\n'));
}
