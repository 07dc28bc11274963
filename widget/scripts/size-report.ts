import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Prints the raw and gzip size of every chunk of `dist/`, then checks that an email-magic-link-only
 * login (the entry plus the lazy chunks of that flow, with everything they import statically) reaches
 * neither the phone-number library nor any module of the password product; that nothing the entry
 * can ever load holds a language other than English; and that each language module holds only its
 * own texts. Exits with 1 when any of that fails.
 */
const widgetRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(widgetRoot, 'dist');

/** The screens the magic-link flow loads lazily, by source path. */
const MAGIC_LINK_SCREENS = [
  'screens/main/EmailMagicLinkForm.tsx',
  'screens/magic-link/EmailConfirmation.tsx',
];
const PHONE_LIBRARY = 'libphonenumber-js';
/**
 * Modules named for passwords that every login loads on purpose (paths under `src/`): the product's
 * registry row, which only names its lazy screens; its Main form, because every product's Main form is
 * in the entry so that Main renders in the first commit after mount; the store's shape; the English texts.
 */
const SHARED_PASSWORD_MODULES = [
  'products/passwords.ts',
  'screens/main/PasswordEmailForm.tsx',
  'state/passwords.ts',
  'strings/en/passwords.ts',
];
for (const path of SHARED_PASSWORD_MODULES) {
  if (!existsSync(join(widgetRoot, 'src', path))) {
    console.error(`size check: ${path} is listed as shared but no longer exists; update the list`);
    process.exit(1);
  }
}

/** A module path as the build names it (`src/screens/password/X.tsx`, maybe with a prefix), from `src/` on. */
const sourcePath = (module: string) => module.slice(module.lastIndexOf('src/') + 'src/'.length);

/**
 * A module of the password product: any module whose path names passwords (`screens/password/*`,
 * `screens/main/Password*`, `products/passwords-*`, `components/Password*`,
 * `components/use-password-*`, …), so a new one is covered without editing a list.
 */
const isPasswordModule = (module: string) =>
  /password/i.test(sourcePath(module)) && !SHARED_PASSWORD_MODULES.includes(sourcePath(module));

type Chunk = {
  file: string;
  code: string;
  /** Source modules inside it, from the build's module comments (`// src/...`, relative to the build root). */
  modules: string[];
  staticImports: string[];
  dynamicImports: string[];
};

function listJs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listJs(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

function readChunk(path: string): Chunk {
  const code = readFileSync(path, 'utf8');
  const file = relative(dist, path).split('\\').join('/');
  const specifiers = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    file,
    code,
    modules: specifiers(/^\/\/ (\S*src\/\S+\.[cm]?[jt]sx?)$/gm),
    staticImports: specifiers(/^(?:import|export)\b[^;'"]*?["']([^"']+)["'];?$/gm),
    dynamicImports: specifiers(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  };
}

const chunks = new Map(listJs(dist).map((path) => [readChunk(path).file, readChunk(path)]));
const localTarget = (from: Chunk, specifier: string) =>
  specifier.startsWith('.') ? posix.normalize(posix.join(posix.dirname(from.file), specifier)) : null;

console.log('chunk'.padEnd(52), 'raw'.padStart(10), 'gzip'.padStart(10));
let totalRaw = 0;
let totalGzip = 0;
for (const chunk of [...chunks.values()].sort((a, b) => a.file.localeCompare(b.file))) {
  const raw = Buffer.byteLength(chunk.code);
  const gzip = gzipSync(chunk.code).byteLength;
  totalRaw += raw;
  totalGzip += gzip;
  console.log(
    chunk.file.padEnd(52),
    `${(raw / 1024).toFixed(2)} kB`.padStart(10),
    `${(gzip / 1024).toFixed(2)} kB`.padStart(10),
  );
}
console.log(
  'total'.padEnd(52),
  `${(totalRaw / 1024).toFixed(2)} kB`.padStart(10),
  `${(totalGzip / 1024).toFixed(2)} kB`.padStart(10),
);

/** The chunks loaded with `start`, following static imports only. */
function staticClosure(start: Chunk[]): Set<Chunk> {
  const seen = new Set<Chunk>();
  const queue = [...start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const specifier of chunk.staticImports) {
      const target = localTarget(chunk, specifier);
      const next = target ? chunks.get(target) : undefined;
      if (next) queue.push(next);
    }
  }
  return seen;
}

const entry = chunks.get('index.js');
const flowChunks = [...chunks.values()].filter((chunk) =>
  chunk.modules.some((module) => MAGIC_LINK_SCREENS.some((screen) => module.endsWith(screen))),
);
const problems: string[] = [];
if (!entry) problems.push('dist/index.js is missing');
if (flowChunks.length === 0) problems.push('no chunk holds the magic-link screens; were they inlined?');
// A rule that matches nothing in the build checks nothing: the paths or the module comments moved.
if (![...chunks.values()].some((chunk) => chunk.modules.some(isPasswordModule))) {
  problems.push('no chunk holds a password module; the password check would pass vacuously');
}
const loaded = staticClosure([...(entry ? [entry] : []), ...flowChunks]);
for (const chunk of loaded) {
  if (chunk.staticImports.some((specifier) => specifier.startsWith(PHONE_LIBRARY))) {
    problems.push(`${chunk.file} imports ${PHONE_LIBRARY} statically`);
  }
  for (const module of chunk.modules.filter(isPasswordModule))
    problems.push(`${chunk.file} contains ${module}`);
}

/** Every chunk `start` can ever load, lazy imports included. */
function fullClosure(start: Chunk[]): Set<Chunk> {
  const seen = new Set<Chunk>();
  const queue = [...start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const specifier of [...chunk.staticImports, ...chunk.dynamicImports]) {
      const target = localTarget(chunk, specifier);
      const next = target ? chunks.get(target) : undefined;
      if (next) queue.push(next);
    }
  }
  return seen;
}

/** The language folder of a catalog module (`strings/fr/core.ts` is `fr`), if it is one. */
const languageOf = (module: string) => /^strings\/([a-z-]+)\/[^/]+$/.exec(sourcePath(module))?.[1];
const LANGUAGE_ENTRY = /^locales\/([a-z-]+)\.js$/;

// English only: the main entry and everything it may ever load carry no other language.
for (const chunk of fullClosure(entry ? [entry] : [])) {
  for (const module of chunk.modules) {
    const language = languageOf(module);
    if (language && language !== 'en' && language !== 'server-errors') {
      problems.push(
        `${chunk.file}, loadable from the entry, holds the ${language} catalog (${sourcePath(module)})`,
      );
    }
  }
}
// One more language costs only its own bytes: its module imports nothing and holds only its texts.
const languageEntries = [...chunks.values()].filter((chunk) => LANGUAGE_ENTRY.test(chunk.file));
if (languageEntries.length === 0) problems.push('no dist/locales/*.js: the language modules were not built');
console.log(`\n${'language module'.padEnd(30)} ${'gzip'.padStart(10)}`);
for (const chunk of languageEntries) {
  const file = LANGUAGE_ENTRY.exec(chunk.file)?.[1];
  const foreign = chunk.modules.filter((module) => {
    const path = sourcePath(module);
    return path !== `locales/${file}.ts` && languageOf(module) !== file;
  });
  if (chunk.staticImports.length + chunk.dynamicImports.length > 0 || foreign.length > 0) {
    problems.push(
      `${chunk.file} carries more than its language: ${[...chunk.staticImports, ...foreign].join(', ')}`,
    );
  }
  console.log(
    chunk.file.padEnd(30),
    `${(gzipSync(chunk.code).byteLength / 1024).toFixed(2)} kB`.padStart(10),
  );
}

console.log(`\nemail-magic-link-only login loads: ${[...loaded].map((chunk) => chunk.file).join(', ')}`);
if (problems.length > 0) {
  console.error(`size check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'size check passed: no phone metadata and no password modules on the magic-link path; English only in the entry; each language module holds only its own texts',
);
