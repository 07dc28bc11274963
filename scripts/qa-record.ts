import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium';

/**
 * `npm run qa:record`: runs the testbed scenarios (Chromium mode, and Electron where it can run)
 * and keeps one Playwright trace per scenario, plus a video where ffmpeg exists and a still of each
 * panel a scenario shows, in a new folder under qa-recordings/ whose name it prints. Arguments after
 * `--` go to Playwright: `npm run qa:record -- -g passkey` records the scenarios whose title matches.
 */
const root = resolve(import.meta.dirname, '..');
const folder = join(root, 'qa-recordings', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(folder, { recursive: true });

/**
 * Playwright records video with its own ffmpeg build, which it downloads; where that cannot be
 * had, a system ffmpeg under the file name Playwright expects works the same.
 */
function videoEnvironment(): Record<string, string> | null {
  const hasFfmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  if (!hasFfmpeg) return null;
  // Read by path: the package's exports map does not list browsers.json.
  const packageDir = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const browsers = JSON.parse(readFileSync(join(packageDir, 'browsers.json'), 'utf8')) as {
    browsers: Array<{ name: string; revision: string }>;
  };
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
  if (!revision) return null;
  const browsersPath = join(root, '.pw-browsers');
  const shimDir = join(browsersPath, `ffmpeg-${revision}`);
  const shim = join(shimDir, 'ffmpeg-linux');
  mkdirSync(shimDir, { recursive: true });
  if (existsSync(shim)) unlinkSync(shim);
  const system = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  symlinkSync(system, shim);
  return { PLAYWRIGHT_BROWSERS_PATH: browsersPath, FOYER_QA_VIDEO: '1' };
}

const chromium = await ensureChromium();
const video = videoEnvironment();
console.log(
  video ? 'Recording traces and videos (system ffmpeg).' : 'Recording traces (no ffmpeg: no videos).',
);

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--project=testbed',
    '--project=electron',
    '--output',
    folder,
    '--reporter=list',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...video, FOYER_QA_RECORD: '1', FOYER_CHROMIUM: chromium },
  },
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
const files = filesUnder(folder);
const count = (pattern: RegExp) => files.filter((path) => pattern.test(path)).length;
const recordings = files.filter((path) => /(trace\.zip|\.webm)$/.test(path));
console.log(
  `\nQA recordings in ${relative(root, folder)}/: ${count(/trace\.zip$/)} traces, ${count(/\.webm$/)} videos, ${count(/\.png$/)} stills`,
);
for (const path of recordings) console.log(`  ${relative(folder, path)}`);
console.log('Open a trace with: npx playwright show-trace <file>');
process.exit(run.status ?? 1);
