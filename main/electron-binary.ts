import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The executable's path inside an unpacked Electron, as Electron's installer names it. */
function platformExecutable(): string {
  if (process.platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  return process.platform === 'win32' ? 'electron.exe' : 'electron';
}

export type ElectronBinary = { found: true; path: string } | { found: false; reason: string };

/**
 * Finds the Electron executable the way `electron`'s own index.js would, without loading it
 * (loading it starts a download when the binary is missing): `ELECTRON_EXEC_PATH`, else the
 * executable named by `path.txt` (or the platform's default name) under `ELECTRON_OVERRIDE_DIST_PATH`,
 * else under the package's `dist/`.
 */
export function findElectronBinary(
  env: NodeJS.ProcessEnv = process.env,
  from = import.meta.url,
): ElectronBinary {
  const exec = env.ELECTRON_EXEC_PATH;
  if (exec) {
    return existsSync(exec)
      ? { found: true, path: exec }
      : { found: false, reason: `ELECTRON_EXEC_PATH points at ${exec}, which does not exist` };
  }
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(from).resolve('electron/package.json'));
  } catch {
    return {
      found: false,
      reason: 'the electron package is not installed (npm leaves it out on Node older than 22.12)',
    };
  }
  const pathFile = join(packageDir, 'path.txt');
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!existsSync(pathFile) && !override) {
    return {
      found: false,
      reason: 'no Electron binary was downloaded (node_modules/electron/path.txt is missing)',
    };
  }
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : platformExecutable();
  const executable = join(override ?? join(packageDir, 'dist'), relative);
  return existsSync(executable)
    ? { found: true, path: executable }
    : { found: false, reason: `the Electron binary ${executable} is missing` };
}

/**
 * Whether Electron can open a window here: its binary, and on Linux a display (Electron has no
 * headless mode, and without one it exits at once). `npm start` falls back to Chromium, and the
 * Electron specs skip, with this reason.
 */
export function electronLaunchable(
  binary: ElectronBinary,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): ElectronBinary {
  if (!binary.found) return binary;
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) {
    return { found: false, reason: 'there is no display for Electron ($DISPLAY is unset; try xvfb-run)' };
  }
  return binary;
}
