import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { lockedElectronVersion } from './electron-release';

/**
 * Runs after `npm install` (root `postinstall`). Electron is an optional dependency: its package
 * declares Node 22.12 or later, so on Node 20 npm leaves it out, silently, and `npm start` opens the
 * testbed in Chromium. The testbed's Electron code must still type-check there, so this unpacks the
 * same release's type declarations from its registry tarball into `node_modules/.cache/electron-types`,
 * where `tsconfig.node.json` looks for `electron` when `node_modules/electron` is not there.
 * Silent when there is nothing to do or it worked; one line when it could not.
 */
const root = resolve(import.meta.dirname, '..');
export const ELECTRON_TYPES = join(root, 'node_modules/.cache/electron-types');

function isElectronInstalled(): boolean {
  try {
    createRequire(join(root, 'package.json')).resolve('electron/package.json');
    return true;
  } catch {
    return false;
  }
}

function unpackedVersion(): string | undefined {
  const manifest = join(ELECTRON_TYPES, 'package.json');
  if (!existsSync(manifest) || !existsSync(join(ELECTRON_TYPES, 'electron.d.ts'))) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

function unpackDeclarations(version: string): void {
  const download = mkdtempSync(join(tmpdir(), 'foyer-electron-types-'));
  try {
    const pack = spawnSync(
      'npm',
      ['pack', `electron@${version}`, '--silent', '--ignore-scripts', '--pack-destination', download],
      { encoding: 'utf8' },
    );
    const tarball = pack.stdout.trim().split('\n').at(-1);
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack electron@${version}: ${pack.stderr.trim()}`);
    rmSync(ELECTRON_TYPES, { recursive: true, force: true });
    mkdirSync(ELECTRON_TYPES, { recursive: true });
    const untar = spawnSync(
      'tar',
      [
        'xzf',
        join(download, tarball),
        '-C',
        ELECTRON_TYPES,
        '--strip-components=1',
        'package/package.json',
        'package/electron.d.ts',
      ],
      { encoding: 'utf8' },
    );
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.trim()}`);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
}

if (!isElectronInstalled()) {
  try {
    const version = lockedElectronVersion(root);
    if (unpackedVersion() !== version) unpackDeclarations(version);
  } catch (error) {
    // The install itself went well: only the type check of the Electron entry will say what is missing.
    console.warn(
      `Could not unpack Electron's type declarations (${error instanceof Error ? error.message : String(error)}); ` +
        '`npm run typecheck` fails on main/electron*.ts until `npx tsx scripts/electron-types.ts` succeeds.',
    );
  }
}
