import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { budgetProblems, CONSOLE_BUDGET, weighConsole } from './console-budget';
import { type PackageFolder, packPackages } from './pack-packages';

/**
 * Checks `@foyer/widget`, `@foyer/emulator-client` and `@foyer/emulator` as hosts install them: packs
 * them into `packs/` (their `prepack` builds), runs the ecosystem's own checkers on the tarballs
 * (publint; @arethetypeswrong/cli in every resolution mode), then installs them beside each other and
 * checks what those tools cannot see: what the tarballs carry, what each entry exports, where it runs,
 * what a page's package pulls in, and that a host's type check of the packages (`skipLibCheck: false`,
 * NodeNext and Bundler) sees real types, not `any`.
 * Quiet on success apart from its last line; every problem is listed before it exits with 1.
 */
const root = resolve(import.meta.dirname, '..');
/** Inside the repository's node_modules, so the unpacked packages' own dependencies resolve. */
const work = join(root, 'node_modules/.cache/foyer-package-check');
const installed = join(work, 'node_modules/@foyer');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

type Manifest = {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  bin?: Record<string, string>;
};

type PackageCheck = {
  folder: PackageFolder;
  /** Entries with no JavaScript or types of their own, which attw would report as unresolved. */
  assetEntries: string[];
  /** Entries meant for browser pages: neither their code nor their types may reach Node's modules. */
  browserEntries: string[];
  /** The file holding the licenses of the libraries its build bundles, and one library it must name. */
  bundledLicenses?: { file: string; library: string };
};

const PACKAGES: PackageCheck[] = [
  {
    folder: 'widget',
    assetEntries: ['./style.css'],
    browserEntries: ['.', './react'],
    bundledLicenses: { file: 'dist/THIRD-PARTY-LICENSES.md', library: '@scure/base' },
  },
  { folder: 'emulator-client', assetEntries: [], browserEntries: ['.'] },
  {
    folder: 'emulator',
    assetEntries: [],
    browserEntries: ['./control', './client'],
    bundledLicenses: { file: 'console-dist/THIRD-PARTY-LICENSES.md', library: 'preact' },
  },
];

/**
 * What installing a page's own package may add to a host's node_modules: the emulator's client
 * options are a few functions, and must not bring the emulator's server along.
 */
const PAGE_PACKAGE_LIMIT_BYTES = 1_000_000;

const problems: string[] = [];
const fail = (where: string, message: string) => problems.push(`${where}: ${message}`);

function run(command: string, args: string[], cwd = root): { code: number; output: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/** The package a bare specifier names (`react/jsx-runtime` is `react`, `@a/b/c` is `@a/b`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isNodeModule = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** Every specifier a module names statically or in `import()`, declarations included. */
function specifiersOf(code: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2] ?? '');
}

/** The files a module reaches through relative imports, itself included (`.js` to `.d.ts` for types). */
function closureOf(start: string, isTypes: boolean): string[] {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      queue.push(isTypes ? target.replace(/\.js$/, '.d.ts') : target);
    }
  }
  return [...seen];
}

/** An export's target for a condition (`types`, `default`), or the plain string target. */
function exportTarget(manifest: Manifest, entry: string, condition: 'types' | 'default'): string | undefined {
  const target = manifest.exports[entry];
  return typeof target === 'string' ? target : target?.[condition];
}

/** The names the README's "Entries" section lists for each entry (backticked identifiers). */
function documentedExports(readme: string, packageName: string): Map<string, string[]> {
  const section = /^## Entries\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const documented = new Map<string, string[]>();
  for (const bullet of section.split(/^- /m).slice(1)) {
    const entry = /^`([^`]+)`/.exec(bullet)?.[1];
    if (!entry?.startsWith(packageName)) continue;
    const names = [...bullet.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1] ?? '');
    documented.set(`.${entry.slice(packageName.length)}`, names);
  }
  return documented;
}

/** Imports an entry by name from the check folder, as a host's Node would, and lists its exports. */
function exportsOf(specifier: string, conditions: string[] = []): { keys: string[]; url: string } | string {
  const script = `const m = await import(${JSON.stringify(specifier)});
console.log(JSON.stringify({ keys: Object.keys(m), url: import.meta.resolve(${JSON.stringify(specifier)}) }));`;
  const flags = conditions.map((condition) => `--conditions=${condition}`);
  const { code, output } = run(process.execPath, [...flags, '--input-type=module', '-e', script], work);
  if (code !== 0) return output.trim();
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { keys: string[]; url: string };
}

const sameNames = (a: string[], b: string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

function checkTarball(check: PackageCheck, tarball: string): void {
  const attwArgs = [tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii'];
  if (check.assetEntries.length > 0) attwArgs.push('--exclude-entrypoints', ...check.assetEntries);
  const attw = run(bin('attw'), attwArgs);
  if (attw.code !== 0) fail(`${check.folder} (attw)`, attw.output.trim());
  const publint = run(bin('publint'), ['run', tarball, '--strict']);
  if (publint.code !== 0 || !publint.output.includes('All good!')) {
    fail(`${check.folder} (publint)`, publint.output.trim());
  }
}

function checkContents(check: PackageCheck): void {
  const folder = join(installed, check.folder);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
  const files = listFiles(folder).map((file) => relative(folder, file).split('\\').join('/'));
  const where = manifest.name;

  for (const file of files) {
    if (file.endsWith('.map')) fail(where, `ships a source map: ${file}`);
    if (/^src\/|(^|\/)(gallery|test-support)\/|\.test\./.test(file)) {
      fail(where, `ships a source, test or test-support file: ${file}`);
    }
  }
  if (!readFileSync(join(folder, 'LICENSE'), 'utf8').startsWith('MIT License')) fail(where, 'no MIT LICENSE');
  // Code a build bundled ships with its license (Vite's build.license writes the file).
  const bundled = check.bundledLicenses;
  if (bundled) {
    const path = join(folder, bundled.file);
    if (!existsSync(path) || !readFileSync(path, 'utf8').includes(`## ${bundled.library} `))
      fail(
        where,
        `${bundled.file} does not carry the license of ${bundled.library}, which the package bundles`,
      );
  }
  if (exportTarget(manifest, './package.json', 'default') !== './package.json') {
    fail(where, 'no "./package.json" export');
  }

  // The README is read where the package is installed: a relative link must name a shipped file.
  const readme = readFileSync(join(folder, 'README.md'), 'utf8');
  for (const [, target = ''] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(?:[a-z]+:|#)/i.test(target)) continue;
    const path = posix.normalize(target.split('#')[0] ?? '');
    if (path.startsWith('..') || !files.includes(path))
      fail(where, `README links outside the package: ${target}`);
  }

  // Every package a shipped file imports is one the package declares (or Node's own).
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  for (const file of files.filter((name) => /\.(?:m?js|d\.ts)$/.test(name))) {
    for (const specifier of specifiersOf(readFileSync(join(folder, file), 'utf8'))) {
      if (specifier.startsWith('.') || isNodeModule(specifier) || declared.has(packageOf(specifier)))
        continue;
      fail(where, `${file} imports ${specifier}, which is not a dependency or peer`);
    }
  }

  for (const entry of check.browserEntries) {
    for (const condition of ['default', 'types'] as const) {
      const target = exportTarget(manifest, entry, condition);
      if (!target) continue;
      for (const file of closureOf(join(folder, target), condition === 'types')) {
        const path = relative(folder, file).split('\\').join('/');
        for (const specifier of specifiersOf(readFileSync(file, 'utf8')).filter(isNodeModule)) {
          fail(where, `browser entry ${entry} reaches ${specifier} in ${path}`);
        }
      }
    }
  }
}

/** The name a language module exports: `fr` for locales/fr, `ptBR` for locales/pt-br. */
function languageExportName(file: string): string {
  const [language = '', region] = file.split('-');
  return region ? `${language}${region.toUpperCase()}` : language;
}

/** Each `@foyer/widget/locales/<name>` exports its one catalog and nothing else. */
function checkLanguageEntries(manifest: Manifest): void {
  const languages = Object.keys(manifest.exports).filter((entry) => entry.startsWith('./locales/'));
  if (languages.length === 0) fail('@foyer/widget', 'exports no ./locales/* entry');
  for (const entry of languages) {
    const specifier = `@foyer/widget${entry.slice(1)}`;
    const expected = languageExportName(entry.slice('./locales/'.length));
    const loaded = exportsOf(specifier);
    if (typeof loaded === 'string') fail(specifier, `does not import in Node: ${loaded}`);
    else if (!sameNames(loaded.keys, [expected])) {
      fail(specifier, `exports [${loaded.keys.sort().join(', ')}], expected [${expected}]`);
    }
  }
}

function checkWidgetEntries(manifest: Manifest): void {
  checkLanguageEntries(manifest);
  const folder = join(installed, 'widget');
  const reactEntry = readFileSync(join(folder, 'dist/react.js'), 'utf8');
  if (!/^['"]use client['"];?\n/.test(reactEntry)) {
    fail(
      '@foyer/widget',
      "dist/react.js does not start with 'use client' (the bundler dropped the directive)",
    );
  }
  const documented = documentedExports(readFileSync(join(folder, 'README.md'), 'utf8'), '@foyer/widget');
  for (const entry of ['.', './react']) {
    const names = documented.get(entry);
    const specifier = `@foyer/widget${entry.slice(1)}`;
    if (!names) {
      fail('@foyer/widget', `the README's "Entries" section does not list ${specifier}`);
      continue;
    }
    const browser = exportsOf(specifier);
    if (typeof browser === 'string') fail(specifier, `does not import in Node: ${browser}`);
    else if (!sameNames(browser.keys, names)) {
      fail(
        specifier,
        `exports [${browser.keys.sort().join(', ')}], the README lists [${names.sort().join(', ')}]`,
      );
    }
  }
  // What a server component gets from the main entry: the same names, from a build that runs under
  // React's server build.
  const server = exportsOf('@foyer/widget', ['react-server']);
  if (typeof server === 'string') fail('@foyer/widget (react-server)', `does not import: ${server}`);
  else {
    if (!server.url.endsWith('/dist/server.js'))
      fail('@foyer/widget (react-server)', `resolves to ${server.url}`);
    if (!sameNames(server.keys, documented.get('.') ?? [])) {
      fail('@foyer/widget (react-server)', `exports [${server.keys.sort().join(', ')}]`);
    }
  }
  checkServerComponentsEntry(folder, documented.get('./react') ?? []);
}

/**
 * `@foyer/widget/react` under `react-server`: the same names, reaching the components only through the
 * `'use client'` entry, which a server-components bundler turns into client references. It is read, not
 * run: plain Node would evaluate the client entry, which no server-components host does.
 */
function checkServerComponentsEntry(folder: string, documented: string[]): void {
  const where = '@foyer/widget/react (react-server)';
  const script = `console.log(import.meta.resolve('@foyer/widget/react'))`;
  const resolved = run(
    process.execPath,
    ['--conditions=react-server', '--input-type=module', '-e', script],
    work,
  );
  if (!resolved.output.trim().endsWith('/dist/react-server.js')) {
    fail(where, `resolves to ${resolved.output.trim()}`);
    return;
  }
  const code = readFileSync(join(folder, 'dist/react-server.js'), 'utf8');
  const relative = specifiersOf(code).filter((specifier) => specifier.startsWith('.'));
  if (JSON.stringify(relative) !== JSON.stringify(['./react.js'])) {
    fail(where, `imports [${relative.join(', ')}]; only ./react.js, the 'use client' entry, may be imported`);
  }
  // The bundle ends with one `export { local as Name, … }` statement.
  const exported = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code)?.[1] ?? '';
  const names = exported.split(',').map(
    (item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .at(-1) ?? '',
  );
  if (!sameNames(names.filter(Boolean), documented)) fail(where, `exports [${names.sort().join(', ')}]`);
}

function checkEmulatorEntries(manifest: Manifest): void {
  for (const entry of Object.keys(manifest.exports).filter((name) => name !== './package.json')) {
    const specifier = `@foyer/emulator${entry.slice(1)}`;
    const loaded = exportsOf(specifier);
    if (typeof loaded === 'string') fail(specifier, `does not import in Node: ${loaded}`);
  }
  for (const [name, path] of Object.entries(manifest.bin ?? {})) {
    const { code, output } = run(process.execPath, [join(installed, 'emulator', path), '--help'], work);
    if (code !== 0) fail(`bin ${name}`, `--help exits ${code}: ${output.trim()}`);
  }
  // The console ships prebuilt: its page and every file the page names.
  const consoleDir = join(installed, 'emulator', 'console-dist');
  const page = existsSync(join(consoleDir, 'index.html'))
    ? readFileSync(join(consoleDir, 'index.html'), 'utf8')
    : '';
  const assets = [...page.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  if (assets.length < 2)
    fail('@foyer/emulator', 'ships no built console (console-dist/index.html and its assets)');
  for (const asset of assets) {
    if (!existsSync(join(consoleDir, asset))) fail('@foyer/emulator', `console-dist lacks ${asset}`);
  }
}

/**
 * A host's type check of the entries, declarations included, as `name`: each entry's types must be
 * real types (a declaration whose imports resolve to nothing would make them `any` without an error).
 */
function typeCheckAsHost(name: string, entries: string[], options: Record<string, unknown>): void {
  const lines = [
    'type IsAny<T> = 0 extends 1 & T ? true : false;',
    // A function counts by its parameters and result, where a lost import shows up as `any`.
    'type Leaves<T> = T extends (...args: infer A) => infer R ? A[number] | R : T;',
    'type NoAnyExport<M> = { [K in keyof M]: IsAny<Leaves<M[K]>> extends true ? K : never }[keyof M];',
    ...entries.map((entry, index) => `import * as entry${index} from '${entry}';`),
    ...entries.map(
      (_, index) =>
        `export const real${index}: [NoAnyExport<typeof entry${index}>] extends [never] ? true : false = true;`,
    ),
  ];
  const consumer = join(work, 'consumer');
  mkdirSync(consumer, { recursive: true });
  writeFileSync(join(consumer, 'package.json'), '{ "type": "module" }\n');
  const file = `${name.replace(/\W+/g, '-')}.ts`;
  writeFileSync(join(consumer, file), `${lines.join('\n')}\n`);
  const tsconfig = join(consumer, `tsconfig.${file}.json`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: { target: 'ES2022', ...options, strict: true, skipLibCheck: false, noEmit: true },
      files: [file],
    }),
  );
  // TypeScript's native compiler (the one `npm run typecheck` uses): the same checks as `tsc`, with the
  // same messages, in a quarter of the time; the example apps' builds check with `tsc` itself.
  const { code, output } = run(bin('tsgo'), ['-p', tsconfig, '--pretty', 'false'], consumer);
  // Third-party declarations are theirs to keep: only errors in ours or in the host's file count.
  const ours = output
    .split('\n')
    .filter((line) => line.startsWith(file) || line.startsWith('../node_modules/@foyer/'));
  if (ours.length > 0) fail(`host types (${name})`, ours.join('\n'));
  else if (code !== 0 && !output.includes('error TS')) fail(`host types (${name})`, output.trim());
}

/**
 * Every entry in both module resolutions a host uses, with Node's types; then the browser entries as a
 * strict browser-only page checks them, with the DOM and no Node types at all.
 */
function checkHostTypes(manifests: Map<string, Manifest>): void {
  const typed = (manifest: Manifest, entry: string) =>
    exportTarget(manifest, entry, 'types')?.endsWith('.d.ts');
  const every = [...manifests.values()].flatMap((manifest) =>
    Object.keys(manifest.exports)
      .filter((entry) => typed(manifest, entry))
      .map((entry) => `${manifest.name}${entry.slice(1)}`),
  );
  const withNode = { lib: ['ES2023', 'DOM'], types: ['node'] };
  typeCheckAsHost('NodeNext', every, { module: 'NodeNext', moduleResolution: 'NodeNext', ...withNode });
  typeCheckAsHost('Bundler', every, { module: 'ESNext', moduleResolution: 'Bundler', ...withNode });
  const browser = PACKAGES.flatMap((check) => {
    const manifest = manifests.get(check.folder);
    return manifest
      ? check.browserEntries
          .filter((entry) => typed(manifest, entry))
          .map((entry) => `${manifest.name}${entry.slice(1)}`)
      : [];
  });
  typeCheckAsHost('browser page, no Node types', browser, {
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
  });
}

/** The bytes of every file under `folder`, links counted as themselves. */
function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((total, entry) => {
    const path = join(folder, entry.name);
    return total + (entry.isDirectory() ? folderBytes(path) : lstatSync(path).size);
  }, 0);
}

/**
 * Installs a page's package alone into an empty app, as a host's production install does, and
 * measures everything it brings into node_modules. Offline: a dependency it gained would have to be
 * in npm's cache already, which is how the check notices one. Returns what it found, for the summary.
 */
function checkInstalledSize(name: string, tarball: string): string {
  const app = join(work, 'page-app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), '{ "name": "page-app", "private": true }\n');
  const install = run(
    'npm',
    ['install', '--offline', '--ignore-scripts', '--no-package-lock', '--no-audit', '--no-fund', tarball],
    app,
  );
  if (install.code !== 0) {
    fail(name, `does not install alone, offline: ${install.output.trim()}`);
    return `${name} not measured`;
  }
  const modules = join(app, 'node_modules');
  const packages = readdirSync(modules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) => (entry.startsWith('@') ? readdirSync(join(modules, entry)) : [entry]));
  const bytes = folderBytes(modules);
  const measured = `${name} installs as ${packages.length} package${packages.length === 1 ? '' : 's'}, ${Math.ceil(bytes / 1000)} kB`;
  if (bytes > PAGE_PACKAGE_LIMIT_BYTES) {
    fail(name, `${measured}; a page's package may bring at most ${PAGE_PACKAGE_LIMIT_BYTES / 1e6} MB`);
  }
  return measured;
}

/**
 * The emulator's console as the package ships it, against its size budget (brotli, as it is sent):
 * its first load and each view loaded on demand. Returns what it found, for the summary.
 */
function checkConsoleWeight(folder: string): string {
  const consoleDir = join(folder, 'console-dist');
  if (!existsSync(join(consoleDir, 'index.html'))) {
    fail('@foyer/emulator', 'ships no built console (console-dist/index.html)');
    return 'console not measured';
  }
  const weight = weighConsole(consoleDir);
  for (const problem of budgetProblems(weight)) fail('@foyer/emulator console', problem);
  const heaviest = Math.max(0, ...weight.lazy.map((chunk) => chunk.bytes));
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return `console first load ${kB(weight.firstLoad.bytes)} of ${kB(CONSOLE_BUDGET.firstLoadBytes)} brotli, heaviest view ${kB(heaviest)} of ${kB(CONSOLE_BUDGET.viewBytes)}`;
}

let pageClientSize = '';
let consoleWeight = '';
rmSync(work, { recursive: true, force: true });
const manifests = new Map<string, Manifest>();
let tarballs: Record<PackageFolder, string> | undefined;
try {
  tarballs = packPackages();
} catch (error) {
  fail('npm pack', error instanceof Error ? error.message : String(error));
}
if (tarballs) {
  for (const check of PACKAGES) {
    const tarball = tarballs[check.folder];
    checkTarball(check, tarball);
    const folder = join(installed, check.folder);
    mkdirSync(folder, { recursive: true });
    const untar = run('tar', ['xzf', tarball, '-C', folder, '--strip-components=1']);
    if (untar.code !== 0) fail('tar', untar.output);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
    manifests.set(check.folder, manifest);
    checkContents(check);
  }
  const widget = manifests.get('widget');
  if (widget) checkWidgetEntries(widget);
  const emulator = manifests.get('emulator');
  if (emulator) checkEmulatorEntries(emulator);
  consoleWeight = checkConsoleWeight(join(installed, 'emulator'));
  if (manifests.size === PACKAGES.length) checkHostTypes(manifests);
  pageClientSize = checkInstalledSize('@foyer/emulator-client', tarballs['emulator-client']);
}

if (problems.length > 0) {
  console.error(`package check failed:\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
console.log(
  `packages checked: ${[...manifests.values()].map((m) => m.name).join(', ')} (publint, attw, contents, entries, host types; ${pageClientSize}; ${consoleWeight})`,
);
