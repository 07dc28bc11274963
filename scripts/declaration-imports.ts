import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

/**
 * Makes a package's emitted declarations resolve in every module resolution mode, then keeps only
 * the ones its entries reach.
 *
 * `tsc` copies relative specifiers as the sources wrote them (`'./options'`), which `node16` and
 * `nodenext` resolve to nothing, so every type a host imports would silently become `any`. Each is
 * rewritten to the file it means (`'./options.js'`, `'./strings/index.js'`). A specifier that names no
 * emitted declaration fails the build rather than ship a hole.
 *
 * Usage (in a package's folder): tsx ../scripts/declaration-imports.ts <dist folder> [entry .d.ts...];
 * without entries, those of the package's `exports`.
 */

/** `from '…'`, `import '…'`, `import('…')` and `export … from '…'`, as tsc emits them. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

function listDeclarations(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listDeclarations(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The declaration file a relative specifier in `from` means, or null. */
function declarationFor(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.(?:[cm]?[jt]sx?)$/, ''));
  for (const candidate of [`${base}.d.ts`, join(base, 'index.d.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The specifier for `target` as seen from `from`, with the `.js` a runtime would load. */
function specifierFor(from: string, target: string): string {
  const path = relative(dirname(from), target)
    .split('\\')
    .join('/')
    .replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

function rewriteDeclarations(folder: string, entries: string[]): { kept: number; removed: number } {
  const dist = resolve(folder);
  const problems: string[] = [];
  const references = new Map<string, string[]>();
  for (const file of listDeclarations(dist)) {
    const targets: string[] = [];
    const text = readFileSync(file, 'utf8').replace(SPECIFIER, (whole, lead, quote, specifier: string) => {
      if (!specifier.startsWith('.')) return whole;
      const target = declarationFor(file, specifier);
      if (!target) {
        problems.push(`${relative(dist, file)}: '${specifier}' names no emitted declaration`);
        return whole;
      }
      targets.push(target);
      return `${lead}${quote}${specifierFor(file, target)}${quote}`;
    });
    writeFileSync(file, text);
    references.set(file, targets);
  }
  if (problems.length > 0) throw new Error(`declarations:\n  ${problems.join('\n  ')}`);

  const reached = new Set<string>();
  const queue = entries.map((entry) => resolve(dist, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (reached.has(file)) continue;
    if (!references.has(file)) throw new Error(`declarations: entry ${relative(dist, file)} was not emitted`);
    reached.add(file);
    queue.push(...(references.get(file) ?? []));
  }
  let removed = 0;
  for (const file of references.keys()) {
    if (reached.has(file)) continue;
    rmSync(file);
    removed += 1;
  }
  removeEmptyFolders(dist);
  return { kept: reached.size, removed };
}

/** Removes the folders under `folder` that pruning left empty; true when `folder` itself is empty. */
function removeEmptyFolders(folder: string): boolean {
  let isEmpty = true;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && removeEmptyFolders(path)) rmSync(path, { recursive: true });
    else isEmpty = false;
  }
  return isEmpty;
}

/**
 * The entry declarations of the package in the working folder: each export's `types`, as emitted into
 * `dist/` (`./dist/react.d.ts` or, for a package whose exports name its sources, `./src/control/client.ts`).
 */
function entriesOfPackage(): string[] {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { exports?: Record<string, unknown> };
  const typesOf = (target: unknown): string | undefined =>
    typeof target === 'object' && target && 'types' in target && typeof target.types === 'string'
      ? target.types
      : undefined;
  return Object.values(manifest.exports ?? {})
    .map(typesOf)
    .filter((types): types is string => types !== undefined)
    .map((types) => types.replace(/^\.\/(?:dist|src)\//, '').replace(/(?:\.d)?\.tsx?$/, '.d.ts'));
}

const [dist, ...named] = process.argv.slice(2);
if (!dist) {
  console.error(
    'usage: tsx scripts/declaration-imports.ts <dist folder> [entry .d.ts...] (default: the exports)',
  );
  process.exit(2);
}
const { kept, removed } = rewriteDeclarations(dist, named.length > 0 ? named : entriesOfPackage());
console.log(`declarations: ${kept} kept, ${removed} reached by no entry removed (${posix.normalize(dist)})`);
