import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The repository's packages as hosts install them: packed (their `prepack` builds them) into one
 * folder, `packs/`, which `npm run pack`, the package check and the example apps' builds share.
 */
const root = resolve(import.meta.dirname, '..');
export const PACKS = join(root, 'packs');

/**
 * Each package by its folder, in install order, and where a host's app lists it: the page imports the
 * widget and the emulator's client options, so they ship with the app; the emulator runs beside it.
 */
export const PACKAGES = {
  widget: { name: '@foyer/widget', dependencyType: 'dependencies' },
  'emulator-client': { name: '@foyer/emulator-client', dependencyType: 'dependencies' },
  emulator: { name: '@foyer/emulator', dependencyType: 'devDependencies' },
} as const;
export type PackageFolder = keyof typeof PACKAGES;
export const PACKAGE_FOLDERS = Object.keys(PACKAGES) as PackageFolder[];

/**
 * Set by `npm test` for the steps after the package check, which packed `packs/` from this very
 * tree: they take the tarballs as they are instead of packing again.
 */
export const PACKED_ENV = 'FOYER_PACKED';

/** The tarball `npm pack` makes of a package: `foyer-emulator-client-0.1.0.tgz`. */
export function tarballName(folder: PackageFolder): string {
  const { version } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `foyer-${folder}-${version}.tgz`;
}

export const tarballPath = (folder: PackageFolder) => join(PACKS, tarballName(folder));

/**
 * Packs every package into `packs/`, replacing what was there. Quiet: npm's listing and the builds'
 * output are kept back, and shown only in the error when packing fails.
 */
export function packPackages(): Record<PackageFolder, string> {
  rmSync(PACKS, { recursive: true, force: true });
  mkdirSync(PACKS, { recursive: true });
  const result = spawnSync(
    'npm',
    ['pack', '--silent', '--pack-destination', PACKS, ...PACKAGE_FOLDERS.flatMap((folder) => ['-w', folder])],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  if (result.status !== 0) {
    throw new Error(`npm pack failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return packedTarballs();
}

/** The tarballs in `packs/`, each checked to be there. */
export function packedTarballs(): Record<PackageFolder, string> {
  const present = existsSync(PACKS) ? readdirSync(PACKS) : [];
  const missing = PACKAGE_FOLDERS.filter((folder) => !present.includes(tarballName(folder)));
  if (missing.length > 0) {
    throw new Error(`packs/ lacks ${missing.map(tarballName).join(', ')}: run \`npm run pack\`.`);
  }
  return Object.fromEntries(PACKAGE_FOLDERS.map((folder) => [folder, tarballPath(folder)])) as Record<
    PackageFolder,
    string
  >;
}

/**
 * Copies the tarballs into an example app's `.packs/` under fixed names (`foyer-widget.tgz`), which its
 * package.json installs from, so a new version needs no edit there.
 */
export function copyPacksInto(folder: string): void {
  const tarballs = packedTarballs();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const name of PACKAGE_FOLDERS) copyFileSync(tarballs[name], join(folder, `foyer-${name}.tgz`));
}
