import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { findTestChromium, isHeadlessShell } from '../tests/support/chromium';

/**
 * Makes sure a Chromium exists for the end-to-end tests, and resolves to the one they drive
 * (`findTestChromium`: the headless shell their pictures are recorded with, where there is one).
 * Prefers what is already installed; as root on Debian, installs what is missing of `chromium` (for
 * `npm start`) and `chromium-headless-shell` (for the tests); else tries Playwright's installer
 * (which needs the internet). An install says one line; its installers' own output goes to a log
 * file, named on that line and printed when the install fails. Rejects with one line of advice when
 * neither way works.
 */

const root = resolve(import.meta.dirname, '..');
export const CHROMIUM_INSTALL_LOG = join(root, '.test-report/chromium-install.log');

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

/** Runs a command with its output appended to the install log; resolves to whether it succeeded. */
function runLogged(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  mkdirSync(dirname(CHROMIUM_INSTALL_LOG), { recursive: true });
  const log = createWriteStream(CHROMIUM_INSTALL_LOG, { flags: 'a' });
  log.write(`$ ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((done) => {
    child.once('error', (error) => {
      log.end(`${error.message}\n`);
      done(false);
    });
    child.once('close', (code) => {
      log.end(`(exit ${code})\n`);
      done(code === 0);
    });
  });
}

const DEBIAN_PACKAGES = ['chromium', 'chromium-headless-shell'];

async function installWithApt(packages: readonly string[]): Promise<boolean> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    (await runLogged('apt-get', ['update', '-qq'], env)) &&
    (await runLogged('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], env))
  );
}

export type EnsureChromiumOptions = {
  /** Where the one-line progress goes (the terminal by default). */
  say?: (line: string) => void;
};

export async function ensureChromium({ say = console.log }: EnsureChromiumOptions = {}): Promise<string> {
  const found = findTestChromium();
  if (found && (found.source === 'environment' || isHeadlessShell(found.path))) return found.path;

  const logName = relative(process.cwd(), CHROMIUM_INSTALL_LOG);
  const isRoot = process.getuid?.() === 0;
  if (isRoot && isDebian()) {
    // Only what is missing: naming an installed `chromium` again would have apt upgrade it, a download
    // of some 80 MB that the tests do not use.
    const packages = found ? ['chromium-headless-shell'] : DEBIAN_PACKAGES;
    const missing = found ? "Chromium's headless shell" : 'No Chromium';
    say(
      `${missing} found: installing Debian's ${packages.join(' and ')} with apt-get (its output: ${logName}).`,
    );
    const after = (await installWithApt(packages)) ? findTestChromium() : undefined;
    if (after) return after.path;
  }
  // Another build draws text a little differently: the suites run, but their pictures may not match.
  if (found) return found.path;
  say(`No Chromium found: trying Playwright's installer, which needs the internet (its output: ${logName}).`);
  if (await runLogged('npx', ['--no-install', 'playwright', 'install', 'chromium'])) {
    const after = findTestChromium();
    if (after) return after.path;
  }
  const log = safeRead(CHROMIUM_INSTALL_LOG);
  throw new Error(
    `${log ? `${log}\n` : ''}No Chromium available: install one (Debian: \`sudo apt-get install chromium chromium-headless-shell\`; elsewhere: \`npx playwright install chromium\`) or set FOYER_CHROMIUM to its path.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium().then(
    (path) => console.log(`Chromium: ${path}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
