import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_BUILT_ENV, newHarnessFolder } from '../tests/support/e2e-builds';
import { coverageProblemsOfRun } from './coverage-map';
import { ensureChromium } from './ensure-chromium';
import { PACKED_ENV, PACKS } from './pack-packages';
import { clearRunReports, printTimingReport, type StepTiming, VITEST_REPORT } from './test-timings';

/**
 * `npm test`: every check the project has, in the order that fails fastest; `npm test -- --quick`
 * runs the push-time set (type check, lint, unit and component tests, and the end-to-end smoke set:
 * the tests tagged `@smoke`, one per product). Stops at the first step that fails and says which.
 * Each step ends in one line; the test runners show their progress, failures and totals, the other
 * steps their output only when they fail (`--verbose` shows it always). Steps in one phase run side
 * by side, the package check and then the end-to-end step's builds beside the phases before it, and
 * Chromium installs (if it must) behind them all. The run ends with a timing report.
 */
type Step = {
  name: string;
  command: string;
  args: string[];
  /**
   * `live`: a test runner whose quiet reporter prints progress, failures and totals as they come
   * (one per phase, so outputs never interleave); `on-failure`: kept back unless the step fails, its
   * last line standing for it when it passes.
   */
  output: 'live' | 'on-failure';
  /** What tells this tool to write no colour codes when our output is not a terminal (NO_COLOR unless given). */
  plain?: Record<string, string>;
  /** Needs the Chromium the run installs, if it had to. */
  needsChromium?: boolean;
  /** Variables the step gets beside the environment. */
  env?: Record<string, string>;
  /** A background step that starts once this one has passed. */
  after?: Step;
};

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const isQuick = process.argv.includes('--quick');
const isVerbose = process.argv.includes('--verbose');

const typecheck: Step = {
  name: 'typecheck',
  command: 'npm',
  args: ['run', '--silent', 'typecheck'],
  output: 'on-failure',
};
const lint: Step = { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], output: 'on-failure' };
const electronSecurity: Step = {
  name: 'Electron security checks (Electronegativity)',
  command: 'npm',
  args: ['run', '--silent', 'security:electron'],
  output: 'on-failure',
};
const unitTests: Step = {
  name: 'unit and component tests (vitest)',
  command: bin('vitest'),
  args: [
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
    '--silent=passed-only',
  ],
  output: 'live',
};
const packages: Step = {
  // Packs both packages (their prepack builds them, the widget's size check among it) and checks the
  // tarballs as hosts install them.
  name: 'packages as hosts install them (build, size, publint, attw)',
  command: bin('tsx'),
  args: ['scripts/check-packages.ts'],
  output: 'on-failure',
};
/**
 * The run's harness folder: the background build fills it and the end-to-end step serves it (and
 * removes it as it ends; the run removes it when it ends before).
 */
const harnessFolder = isQuick ? undefined : newHarnessFolder();
process.on('exit', () => {
  if (harnessFolder) rmSync(harnessFolder, { recursive: true, force: true });
});
const builtForEndToEnd: Record<string, string> = harnessFolder
  ? { [PACKED_ENV]: PACKS, [E2E_BUILT_ENV]: harnessFolder }
  : {};
const endToEndBuilds: Step = {
  // The example apps install the tarballs the package check packed.
  name: 'end-to-end pages and example apps (build)',
  command: bin('tsx'),
  args: ['scripts/build-e2e.ts'],
  output: 'on-failure',
  env: builtForEndToEnd,
  after: packages,
};
const endToEnd: Step = {
  name: isQuick ? 'end-to-end smoke tests (Playwright, Chromium)' : 'end-to-end tests (Playwright, Chromium)',
  command: bin('playwright'),
  args: [
    'test',
    '--reporter=dot,./tests/support/skip-reasons-reporter.ts,./tests/support/timing-reporter.ts,./tests/support/listing-reporter.ts',
    ...(isQuick ? ['--grep', '@smoke'] : []),
  ],
  output: 'live',
  // Its workers always get FORCE_COLOR=1 (the runner strips codes it does not want), and Node
  // warns in each of them when NO_COLOR is set beside it.
  plain: { FORCE_COLOR: '0' },
  needsChromium: true,
  // The pages and example apps are built already, from the tarballs the package step packed (the
  // quick run has neither step: it builds its pages itself, and its smoke set installs no example).
  env: builtForEndToEnd,
};

const phases: Step[][] = isQuick
  ? [[typecheck, lint], [unitTests], [endToEnd]]
  : [[typecheck, lint, electronSecurity], [unitTests], [endToEnd]];
/**
 * Steps that run beside the phases until the end-to-end step, which installs and serves what they
 * make: the package check starts with the first phase (its builds and tools leave a core idle much
 * of their minute, which the type check, lint and unit tests fill), the end-to-end builds once it has
 * passed. Inside Playwright those builds held a worker each, with one core idle during its global
 * setup, and made its specs wait in a second phase; beside vitest they fill the gaps its workers
 * leave. Nothing before the end-to-end step reads what they build (the type check and vitest take
 * every package from its source).
 */
const background: Step[] = isQuick ? [] : [packages, endToEndBuilds];

/** Colour only for a terminal: a log file or CI capture gets plain text from every tool. */
function stepEnvironment(step: Step, chromium: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...step.env,
    ...(chromium ? { FOYER_CHROMIUM: chromium } : {}),
  };
  if (process.stdout.isTTY) return env;
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  return { ...env, ...(step.plain ?? { NO_COLOR: '1' }) };
}

type Outcome = { step: Step; code: number; output: string; seconds: number };

/** Steps still running when the run ends at a failure: they end with it. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill();
});

/** Runs a step, its output passed through (`live`) or kept, stdout and stderr in the order written. */
function run(step: Step, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const startedAt = performance.now();
  const passThrough = step.output === 'live' || isVerbose;
  const child = spawn(step.command, step.args, {
    cwd: root,
    env,
    stdio: passThrough ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('close', () => children.delete(child));
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const seconds = () => (performance.now() - startedAt) / 1000;
  return new Promise((done) => {
    child.on('error', (error) =>
      done({ step, code: 1, output: `${step.command}: ${error.message}\n`, seconds: seconds() }),
    );
    child.on('close', (code, signal) =>
      done({
        step,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: seconds(),
      }),
    );
  });
}

/** The step's own last line; npm's warnings about its configuration say nothing about the step. */
const lastLine = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .findLast((line) => line !== '' && !/^npm (warn|notice)\b/.test(line));

const startedAt = performance.now();
// Once per run: the report needs every step's files, so a later step must not clear an earlier one's.
clearRunReports();
// Chromium installs (when it must) while the first steps run; a step that needs it waits here.
const chromium = ensureChromium().then(
  (path) => ({ path }),
  (error: Error) => ({ error }),
);
const timings: StepTiming[] = [];

/** Prints each step's last line (its output too when it failed), and ends the run at a failure. */
function report(outcomes: Outcome[]): void {
  for (const { step, code, output, seconds } of outcomes) {
    timings.push({ name: step.name, seconds });
    const took = `${Math.round(seconds)} s`;
    if (code !== 0) {
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.error(`✖ ${step.name} failed (exit ${code}, ${took}).`);
    } else {
      const summary = step.output === 'on-failure' && !isVerbose ? lastLine(output) : undefined;
      console.log(`✔ ${step.name}${summary ? `: ${summary}` : ''} (${took})`);
    }
  }
  const failed = outcomes.find((outcome) => outcome.code !== 0);
  if (failed) {
    printTimingReport(timings, (performance.now() - startedAt) / 1000);
    process.exit(failed.code);
  }
}

// Background steps keep their output (a live one would cut into a phase's progress lines); each is
// reported after the phase it ended in, or before the end-to-end step waits for it.
const running: { step: Step; outcome: Promise<Outcome>; settled?: Outcome; reported: boolean }[] = [];
for (const step of background) {
  console.log(`▶ ${step.name}${step.after ? `, once this has passed: ${step.after.name}` : ''}`);
  const before = running.find((each) => each.step === step.after)?.outcome;
  const start = () => run({ ...step, output: 'on-failure' }, stepEnvironment(step, undefined));
  const outcome = before
    ? before.then((ended) =>
        ended.code === 0
          ? start()
          : { step, code: 1, output: `not run: ${ended.step.name} failed\n`, seconds: 0 },
      )
    : start();
  const tracked: (typeof running)[number] = { step, outcome, reported: false };
  void outcome.then((settled) => {
    tracked.settled = settled;
  });
  running.push(tracked);
}
/** Reports the background steps that have ended (all of them, waiting, when `wait` is set). */
async function reportBackground(wait: boolean): Promise<void> {
  if (wait) await Promise.all(running.map((each) => each.outcome));
  const ended = running.filter((each) => each.settled && !each.reported);
  for (const each of ended) each.reported = true;
  report(ended.flatMap((each) => (each.settled ? [each.settled] : [])));
}

for (const phase of phases) {
  let chromiumPath: string | undefined;
  if (phase.some((step) => step.needsChromium)) {
    await reportBackground(true);
    const found = await chromium;
    if ('error' in found) {
      console.error(`✖ ${found.error.message}`);
      process.exit(1);
    }
    chromiumPath = found.path;
  }
  for (const step of phase) console.log(`▶ ${step.name}`);
  report(await Promise.all(phase.map((step) => run(step, stepEnvironment(step, chromiumPath)))));
  await reportBackground(false);
}
await reportBackground(true);
// Every end-to-end test of before the cut still tested (tests/COVERAGE.md), read from this run's own
// listings: the quick run lists only its smoke set.
if (!isQuick) {
  const problems = coverageProblemsOfRun(root);
  if (problems.length > 0) {
    console.error(`✖ tests/COVERAGE.md:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    printTimingReport(timings, (performance.now() - startedAt) / 1000);
    process.exit(1);
  }
  console.log('✔ tests/COVERAGE.md: every end-to-end test of before the cut is still tested');
}
printTimingReport(timings, (performance.now() - startedAt) / 1000);
console.log(`✔ all ${isQuick ? 'quick ' : ''}checks passed`);
