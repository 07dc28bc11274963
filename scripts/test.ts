import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { PACKED_ENV, PACKS } from './pack-packages';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Stops at the first
 * step that fails and says which. Each step ends in one line; the test runners show their progress,
 * failures and totals, and the other steps show their output only when they fail (`--verbose` shows
 * it always, the widget's size report among it).
 */
type Step = {
  name: string;
  command: string;
  args: string[];
  /**
   * `live`: a test runner whose quiet reporter prints progress, failures and totals as they come;
   * `on-failure`: kept back unless the step fails, its last line standing for it when it passes.
   */
  output: 'live' | 'on-failure';
  /** What tells this tool to write no colour codes when our output is not a terminal (NO_COLOR unless given). */
  plain?: Record<string, string>;
  /** Variables the step gets beside the environment. */
  env?: Record<string, string>;
};

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

const steps: Step[] = [
  {
    name: 'typecheck',
    command: 'npm',
    args: ['run', '--silent', 'typecheck'],
    output: 'on-failure',
  },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], output: 'on-failure' },
  {
    name: 'unit and component tests (vitest)',
    command: bin('vitest'),
    args: ['run', '--reporter=dot', '--silent=passed-only'],
    output: 'live',
  },
  {
    name: 'Electron security checks (Electronegativity)',
    command: 'npm',
    args: ['run', '--silent', 'security:electron'],
    output: 'on-failure',
  },
  {
    name: 'widget build and size check',
    command: 'npm',
    args: ['run', '--silent', 'build', '-w', 'widget'],
    output: 'on-failure',
  },
  {
    // Packs the packages into packs/ (their prepack builds them) and checks the tarballs as hosts
    // install them; the example apps' builds in the end-to-end step install these same tarballs.
    name: 'packages as hosts install them (publint, attw)',
    command: bin('tsx'),
    args: ['scripts/check-packages.ts'],
    output: 'on-failure',
  },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    command: bin('playwright'),
    args: ['test', '--reporter=dot,./tests/support/skip-reasons-reporter.ts'],
    output: 'live',
    // Its workers always get FORCE_COLOR=1 (the runner strips codes it does not want), and Node
    // warns in each of them when NO_COLOR is set beside it.
    plain: { FORCE_COLOR: '0' },
    // The example apps install the tarballs the package check packed, rather than packing again.
    env: { [PACKED_ENV]: PACKS },
  },
];

const isVerbose = process.argv.includes('--verbose');

/** Colour only for a terminal: a log file or CI capture gets plain text from every tool. */
function stepEnvironment(step: Step, chromium: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...step.env, FOYER_CHROMIUM: chromium };
  if (process.stdout.isTTY) return env;
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  return { ...env, ...(step.plain ?? { NO_COLOR: '1' }) };
}

type Outcome = { code: number; output: string };

/** Runs a step, its output passed through (`live`) or kept, stdout and stderr in the order written. */
function run(step: Step, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const passThrough = step.output === 'live' || isVerbose;
  const child = spawn(step.command, step.args, {
    cwd: root,
    env,
    stdio: passThrough ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((done) => {
    child.on('error', (error) => done({ code: 1, output: `${step.command}: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/** The step's own last line; npm's warnings about its configuration say nothing about the step. */
const lastLine = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .findLast((line) => line !== '' && !/^npm (warn|notice)\b/.test(line));

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

const chromium = ensureChromium();
console.log(`Chromium for end-to-end tests: ${chromium}`);
const startedAt = performance.now();

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStartedAt = performance.now();
  const { code, output } = await run(step, stepEnvironment(step, chromium));
  if (code !== 0) {
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.error(`✖ ${step.name} failed (exit ${code}, ${seconds(stepStartedAt)}).`);
    process.exit(code);
  }
  const summary = step.output === 'on-failure' && !isVerbose ? lastLine(output) : undefined;
  console.log(`✔ ${step.name}${summary ? `: ${summary}` : ''} (${seconds(stepStartedAt)})`);
}
console.log(`\n✔ all checks passed (${seconds(startedAt)})`);
