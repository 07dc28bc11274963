import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { findElectronBinary } from '../main/electron-binary';

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

const installer = join(
  dirname(createRequire(import.meta.url).resolve('electron/package.json')),
  'install.js',
);
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
