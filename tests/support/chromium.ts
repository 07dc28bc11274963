import { existsSync } from 'node:fs';
import { type ChromiumFound, findChromium } from '../../main/chromium-launch';

// The suites, the bench and ensure-chromium launch Chromium with the testbed's flags (main/chromium-launch.ts).
export { BASE_CHROMIUM_FLAGS, type ChromiumFound, emulatorFlags } from '../../main/chromium-launch';

/**
 * Debian's build of Chromium's headless shell (package `chromium-headless-shell`): the same engine as
 * the `chromium` package beside it, without the browser's windowing and UI layers. The suites run
 * about a third faster on it, and their pictures are recorded with it.
 */
export const HEADLESS_SHELLS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/**
 * The browser the suites drive: `FOYER_CHROMIUM` when set, else the headless shell, else the Chromium
 * the testbed would open (`npm start` needs a windowed one and keeps `findChromium`).
 */
export function findTestChromium(): ChromiumFound | undefined {
  const fromEnv = process.env.FOYER_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'environment' };
  const shell = HEADLESS_SHELLS.find((path) => existsSync(path));
  return shell ? { path: shell, source: 'system' } : findChromium();
}

/** Whether `path` is a headless shell, the build the suites' pictures are recorded with. */
export const isHeadlessShell = (path: string): boolean => /headless[-_]shell/.test(path);
