import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { findElectronBinary } from '../main/electron-binary';
import { lockedElectronVersion } from './electron-release';

/**
 * `npm run install-electron`: fetches the Electron binary the `electron` package names, which
 * npm no longer does at install (and which this project never does in postinstall). Says plainly
 * whether it worked and what `npm start` will do either way.
 */
const before = findElectronBinary();
if (before.found) {
  console.log(`Electron is already installed: ${before.path}`);
  process.exit(0);
}

/**
 * Electron is an optional dependency: npm leaves its package out where the Node running npm is older
 * than the package's engines allow (22.12), and then there is no installer to run.
 */
function electronPackageDir(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    const version = lockedElectronVersion(resolve(import.meta.dirname, '..'));
    console.error(
      [
        `The electron package (${version}) is not installed: it needs Node 22.12 or later, and npm leaves it`,
        `out on older ones (this is Node ${process.versions.node}). With Node 22.12 or later, run \`npm install\`,`,
        'then `npm run install-electron` again. Until then `npm start` opens the same testbed in Chromium,',
        'with the same privileged capabilities.',
      ].join('\n'),
    );
    process.exit(1);
  }
}

const installer = join(electronPackageDir(), 'install.js');
console.log('Downloading the Electron binary (from GitHub, or $ELECTRON_MIRROR)…');
// Kept back: a failed download prints a stack trace, and the one line that matters goes in our explanation.
const run = spawnSync(process.execPath, [installer], {
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
  timeout: 180_000,
});

const after = findElectronBinary();
if (after.found) {
  console.log(`Electron installed: ${after.path}. \`npm start\` now opens the Electron app.`);
  process.exit(0);
}
const installerError = `${run.stderr}\n${run.stdout}`
  .split('\n')
  .map((line) => line.trim())
  .find((line) => line !== '' && !line.startsWith('at '));
const why =
  run.error?.message ??
  `the installer exited with ${run.status ?? run.signal}${installerError ? ` (${installerError})` : ''}`;
console.error(
  [
    `Could not install the Electron binary: ${why}; ${after.reason}.`,
    `(\`node ${relative(process.cwd(), installer)}\` shows the installer's full output.)`,
    'The download needs github.com or a mirror (set ELECTRON_MIRROR), which this machine may not reach.',
    'Alternatives: point ELECTRON_OVERRIDE_DIST_PATH at an unpacked Electron 45 (the folder holding the',
    '`electron` executable) or ELECTRON_EXEC_PATH at the executable itself.',
    'Until then `npm start` opens the same testbed in Chromium, with the same privileged capabilities.',
  ].join('\n'),
);
process.exit(1);
