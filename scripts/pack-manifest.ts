import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * A manifest as hosts install it. In this repository `@foyer/emulator` and `@foyer/emulator-client` run
 * from their TypeScript sources: their exports name `./src/*.ts`, which tsx, vitest, Playwright and
 * electron-vite compile on the fly. Node refuses to strip types under node_modules and bundlers leave them alone,
 * so the packed package must name the compiled `dist/` instead. npm has no per-publish exports (its
 * `publishConfig` carries registry settings only), so `prepack` writes the packed manifest over
 * package.json for the length of `npm pack` and `postpack` puts the original back.
 *
 * Usage (in the package's folder): tsx ../scripts/pack-manifest.ts point-at-dist | restore
 */
const MANIFEST = 'package.json';
/** The original while the packed manifest stands in for it; its presence means "restore me". */
const ORIGINAL = 'package.source.json';
/** The packed manifest as it is written, before it takes package.json's place in one step. */
const PACKED = 'package.packed.json';

type Target = { types: string; default: string };
type Manifest = {
  exports: Record<string, Target>;
  bin?: Record<string, string>;
  types?: string;
  typesVersions?: Record<string, Record<string, string[]>>;
  [field: string]: unknown;
};

/** `./src/control/client.ts` as compiled: `./dist/control/client` plus an extension. */
const compiled = (source: string) => {
  const match = /^\.\/src\/(.+)\.ts$/.exec(source);
  if (!match) throw new Error(`pack-manifest: export ${source} is not a module under ./src`);
  return `./dist/${match[1]}`;
};

export function packedManifest(source: Manifest): Manifest {
  const exports: Record<string, Target | string> = {};
  for (const [subpath, target] of Object.entries(source.exports)) {
    exports[subpath] = { types: `${compiled(target.types)}.d.ts`, default: `${compiled(target.default)}.js` };
  }
  exports['./package.json'] = './package.json';
  const root = source.exports['.'];
  // Resolution without `exports` support (TypeScript's `node10`): the root's types from `types`, each
  // subpath's from `typesVersions`.
  const subpathTypes = Object.fromEntries(
    Object.entries(source.exports)
      .filter(([subpath]) => subpath !== '.')
      .map(([subpath, target]) => [subpath.slice(2), [`${compiled(target.types)}.d.ts`]]),
  );
  return {
    ...source,
    ...(root ? { types: `${compiled(root.types)}.d.ts` } : {}),
    typesVersions: { '*': subpathTypes },
    exports: exports as Manifest['exports'],
    // The command runs the compiled CLI; the repository's bin/ loads tsx to run the sources.
    ...(source.bin
      ? { bin: Object.fromEntries(Object.keys(source.bin).map((name) => [name, './dist/cli/cli.js'])) }
      : {}),
  };
}

const command = process.argv[2];
if (command === 'point-at-dist') {
  if (existsSync(ORIGINAL)) throw new Error(`pack-manifest: ${ORIGINAL} exists; run restore first`);
  const text = readFileSync(MANIFEST, 'utf8');
  writeFileSync(ORIGINAL, text);
  // Written beside it and renamed over it: `npm test` packs while vitest resolves the package from
  // its manifest, and a manifest rewritten in place read as an empty file there for a moment.
  writeFileSync(PACKED, `${JSON.stringify(packedManifest(JSON.parse(text) as Manifest), null, 2)}\n`);
  renameSync(PACKED, MANIFEST);
} else if (command === 'restore') {
  if (existsSync(ORIGINAL)) renameSync(ORIGINAL, MANIFEST);
} else {
  console.error('usage: tsx ../scripts/pack-manifest.ts point-at-dist | restore');
  process.exit(2);
}
