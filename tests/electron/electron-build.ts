import { resolve } from 'node:path';
import { electronLaunchable, findElectronBinary } from '../../main/electron-binary';

/**
 * The Electron specs' own build (main, preload, renderer below it), made once per run by the
 * electron-build project: never `out/`, which a running `npm start` loads from.
 */
export const ELECTRON_TEST_BUILD = resolve(import.meta.dirname, '../../out/electron-tests');

export const electronBinary = electronLaunchable(findElectronBinary());

/** Why the Electron specs cannot run here, in one line, or null when they can. */
export const electronSkipReason: string | null = electronBinary.found
  ? null
  : `Electron cannot run here: ${electronBinary.reason}`;
