import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addGroupBytes, type GroupBytes } from './byte-groups';
import type { BytesSummary } from './chunk-bytes';
import { evaluateGoals, type GoalCheck, type GoalInput } from './goals';
import { BENCH_PAGES, type ConfigResult, type ProductResult, type SideBySideResult } from './side-by-side';
import { type BenchResult, ratio } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const PRODUCT_NAMES = { foyer: 'Foyer', stytch: 'Stytch' } as const;

export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const goodRuns = (product: ProductResult) => product.runs.filter((run) => run.ok).length;

/** Everything the page downloaded before its input was usable. */
export function bytesBeforeInteractive(product: ProductResult): { gzip: number; groups: GroupBytes } {
  const { staticBytes, lazyBytesBeforeInteractive: lazy } = product;
  return { gzip: staticBytes.gzip + lazy.gzip, groups: addGroupBytes(staticBytes.groups, lazy.groups) };
}

export function goalInputs(configs: readonly ConfigResult[]): GoalInput[] {
  return configs.map((result) => ({
    config: result.config,
    label: result.label,
    mountToInteractive: {
      foyer: result.foyer.medianMountToInteractive,
      stytch: result.stytch.medianMountToInteractive,
    },
    uiBytes: {
      foyer: bytesBeforeInteractive(result.foyer).groups.ui,
      stytch: bytesBeforeInteractive(result.stytch).groups.ui,
    },
  }));
}

function speedTable(result: SideBySideResult): string {
  const rows = result.configs.map((config) => [
    config.label,
    ms(config.foyer.medianMountToInteractive),
    ms(config.stytch.medianMountToInteractive),
    times(ratio(config.foyer.medianMountToInteractive, config.stytch.medianMountToInteractive)),
    ms(config.foyer.medianLoadToInteractive),
    ms(config.stytch.medianLoadToInteractive),
    times(ratio(config.foyer.medianLoadToInteractive, config.stytch.medianLoadToInteractive)),
    `${goodRuns(config.foyer)} / ${goodRuns(config.stytch)}`,
  ]);
  return markdownTable(
    [
      'config',
      'Foyer mount→interactive ms',
      'Stytch mount→interactive ms',
      'ratio',
      'Foyer load→interactive ms',
      'Stytch load→interactive ms',
      'ratio',
      'good runs (Foyer / Stytch)',
    ],
    rows,
  );
}

function bytesRow(label: string, product: string, bytes: { gzip: number; groups: GroupBytes }, note = '') {
  const { ui, client, react, other } = bytes.groups;
  return [label, product, kb(ui), kb(client), kb(react), kb(other), kb(bytes.gzip), note];
}

function lazyNote(lazy: BytesSummary): string {
  return lazy.files.length === 0 ? '' : `incl. ${lazy.files.length} lazy (${kb(lazy.gzip)} KB)`;
}

function bytesTable(result: SideBySideResult): string {
  const rows = result.configs.flatMap((config) =>
    BENCH_PAGES.map((page) =>
      bytesRow(
        config.label,
        PRODUCT_NAMES[page],
        bytesBeforeInteractive(config[page]),
        lazyNote(config[page].lazyBytesBeforeInteractive),
      ),
    ),
  );
  for (const page of BENCH_PAGES) {
    const whole = result.wholeBuild[page];
    rows.push(bytesRow('whole build', PRODUCT_NAMES[page], whole, `${whole.files.length} files`));
  }
  return markdownTable(['config', 'product', 'UI layer', 'client', 'React', 'other', 'total', 'files'], rows);
}

/** Why runs failed, once per distinct reason, so a broken page is not mistaken for a slow one. */
function failures(result: SideBySideResult): string[] {
  const reasons = new Set(
    result.configs.flatMap((config) =>
      BENCH_PAGES.flatMap((page) =>
        config[page].runs.flatMap((run) => (run.ok ? [] : [`${config.label}, ${run.reason}`])),
      ),
    ),
  );
  return reasons.size === 0 ? [] : ['', 'Failed runs:', ...[...reasons].map((reason) => `- ${reason}`)];
}

function goalsTable(goals: readonly GoalCheck[]): string {
  return markdownTable(
    ['goal', 'config', 'actual', 'status'],
    goals.map((goal) => [goal.goal, goal.config, goal.actual, goal.status]),
  );
}

function throughputTable(result: BenchResult): string {
  const headers = Object.keys(result.rows[0] ?? {});
  return markdownTable(
    headers,
    result.rows.map((row) => headers.map((key) => row[key] ?? '')),
  );
}

export type BenchReport = {
  markdown: string;
  goals: GoalCheck[];
};

export function renderReport(
  sideBySide: SideBySideResult,
  throughput: BenchResult,
  memory: BenchResult,
  backendSdk: BenchResult,
  consoleLoad: BenchResult,
): BenchReport {
  const goals = evaluateGoals(goalInputs(sideBySide.configs));
  const markdown = [
    `## Foyer vs Stytch's prebuilt UI (${sideBySide.runsPerProduct} cold runs each, medians)`,
    '',
    'mount→interactive: from the `mount-start` mark to the first enabled, visible text/email/tel input;',
    "load→interactive: from navigation start to that moment. Both on the page's own clock, in a Chromium",
    "with its address bar's popup turned off (see bench/bench-chromium.ts).",
    '',
    speedTable(sideBySide),
    ...failures(sideBySide),
    '',
    '### JavaScript downloaded before interactive (KB gzip, 1 KB = 1024 bytes)',
    '',
    'The entry and its static imports, plus lazy files that arrived before the input in most runs.',
    "Each file's real gzip size is split between layers in proportion to their separately minified and",
    'gzipped code. "other": the bundler runtime and the bench page itself.',
    '',
    bytesTable(sideBySide),
    '',
    '### Goals',
    '',
    goalsTable(goals),
    '',
    `## ${throughput.name}`,
    '',
    throughputTable(throughput),
    '',
    `## ${memory.name}`,
    '',
    throughputTable(memory),
    '',
    `## ${backendSdk.name}`,
    '',
    'A host server checking a session: remotely (an API call each) and locally against the cached JWKS.',
    '"API calls": how many of the timed calls reached the emulator; none for a local check.',
    '',
    throughputTable(backendSdk),
    '',
    consoleSection(consoleLoad),
  ].join('\n');
  return { markdown, goals };
}

/** The console's section of the report: what each measure is, and the table. */
export function consoleSection(consoleLoad: BenchResult): string {
  return [
    `## ${consoleLoad.name}`,
    '',
    'cold interactive: from navigation (a fresh browser context) to the first frame with every view link',
    'present, the inbox drawn and its buttons enabled, as the page itself sees it; new message shown: from a',
    'magic link sent to it in the open inbox; Users view open: from a click on its link to its rows drawn;',
    "search answers a key: from each key typed into the view's search (9, 9, @) to its count showing the",
    "emulator's count for that query. Goals from issue 32, reported, never enforced. The two floors under the",
    "cold measure carry the console page's headers (its CSP, and the opener isolation that starts it in a new",
    'renderer process): a page with nothing to load or run, and that page drawn by one module script, as the',
    'console is by its bundle; the empty page sent without opener isolation shows what that header costs in',
    "a fresh tab. Chromium runs with its address bar's popup turned off, which each fresh context's window",
    'would otherwise load beside the page (see bench/bench-chromium.ts).',
    '',
    throughputTable(consoleLoad),
    '',
  ].join('\n');
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Writes `results.json` and `results.md` into `bench/results/<ISO time>/` and returns that folder. */
export function writeReport(
  report: BenchReport,
  sideBySide: SideBySideResult,
  throughput: BenchResult,
  memory: BenchResult,
  backendSdk: BenchResult,
  consoleLoad: BenchResult,
  startedAt: string,
): string {
  const folder = resolve(here, 'results', startedAt.replaceAll(':', '-'));
  mkdirSync(folder, { recursive: true });
  const environment = {
    startedAt,
    commit: gitCommit(),
    node: process.version,
    cpus: availableParallelism(),
    chromium: sideBySide.chromium,
  };
  const json = {
    environment,
    sideBySide,
    goals: report.goals,
    emulatorThroughput: throughput,
    emulatorMemory: memory,
    backendSdk,
    consoleLoad,
  };
  writeFileSync(resolve(folder, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(resolve(folder, 'results.md'), report.markdown);
  return relative(process.cwd(), folder) || '.';
}
