import { describe, expect, it } from 'vitest';
import { specFileTimings, timingReportLines, vitestFileTimings } from './test-timings';

describe("npm test's timing report", () => {
  it("orders vitest files by their own time, named from the repository's root", () => {
    const files = vitestFileTimings({
      testResults: [
        { name: `${process.cwd()}/a.test.ts`, startTime: 1000, endTime: 1500, assertionResults: [{}, {}] },
        { name: `${process.cwd()}/b.test.ts`, startTime: 1000, endTime: 4000, assertionResults: [{}] },
      ],
    });
    expect(files).toEqual([
      { file: 'b.test.ts', seconds: 3, tests: 1 },
      { file: 'a.test.ts', seconds: 0.5, tests: 2 },
    ]);
  });

  it('lists every step and at most ten files of each runner, slowest first', () => {
    const e2e = specFileTimings(
      Array.from({ length: 12 }, (_, index) => ({
        file: `s${index}.spec.ts`,
        milliseconds: index * 1000,
        tests: 1,
      })),
    );
    const lines = timingReportLines(
      [
        { name: 'typecheck', seconds: 19.4 },
        { name: 'end-to-end tests (Playwright, Chromium)', seconds: 301 },
      ],
      330,
      [],
      e2e,
    );
    expect(lines).toEqual([
      '',
      'Timing (330 s in all):',
      '     19 s  typecheck',
      '    301 s  end-to-end tests (Playwright, Chromium)',
      'Slowest end-to-end spec files (worker time):',
      '     11 s  s11.spec.ts (1 test)',
      '     10 s  s10.spec.ts (1 test)',
      '    9.0 s  s9.spec.ts (1 test)',
      '    8.0 s  s8.spec.ts (1 test)',
      '    7.0 s  s7.spec.ts (1 test)',
      '    6.0 s  s6.spec.ts (1 test)',
      '    5.0 s  s5.spec.ts (1 test)',
      '    4.0 s  s4.spec.ts (1 test)',
      '    3.0 s  s3.spec.ts (1 test)',
      '    2.0 s  s2.spec.ts (1 test)',
    ]);
  });
});
