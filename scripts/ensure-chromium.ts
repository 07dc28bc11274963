import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from '../tests/support/chromium';

/**
 * Makes sure a Chromium exists for the end-to-end tests. Prefers what is already installed; else
 * installs Debian's `chromium` when running as root on Debian, else tries Playwright's installer
 * (which needs the internet). Exits non-zero with one line of advice when neither works.
 */
function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function isDebian(): boolean {
  return existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found.path;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && isDebian()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get.');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env,
      }).status === 0;
    const after = install ? findChromium() : undefined;
    if (after) return after.path;
  }

  console.log("No Chromium found: trying Playwright's installer (needs the internet).");
  if (run('npx', ['--no-install', 'playwright', 'install', 'chromium'])) {
    const after = findChromium();
    if (after) return after.path;
  }

  console.error(
    'No Chromium available: install one (Debian: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) or set FOYER_CHROMIUM to its path.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
