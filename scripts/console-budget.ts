import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the emulator's console may weigh, brotli-compressed as the emulator sends it: the first load
 * (the page's own script and stylesheet, with what they import statically) and each view opened
 * later (its chunk with the chunks it imports that the first load did not bring).
 */
// The first load is the frame on Preact's compatibility layer (see console/preact-aliases.ts) with the
// inbox, the view the console opens on, and what it draws with: its list's live paging and the
// windowing library (@tanstack/react-virtual), about 31.4 kB together. It was 18 kB before the inbox
// joined it, with the inbox's own chunks then about 14 kB more on the same cold load; on React the frame
// alone was 70 kB, nearly all react-dom. A view opened later brings its own chunk and what it shares
// with other views that the first load did not bring: the Users view is the heaviest at about 5.2 kB.
export const CONSOLE_BUDGET: ConsoleBudget = { firstLoadBytes: 34_000, viewBytes: 10_000 };

export type ConsoleBudget = { firstLoadBytes: number; viewBytes: number };

export type ConsoleWeight = {
  /** The files the page fetches before it can draw anything, and their brotli bytes together. */
  firstLoad: { files: string[]; bytes: number };
  /** Every chunk loaded on demand, with the brotli bytes opening it costs beyond the first load. */
  lazy: Array<{ file: string; bytes: number }>;
  /** Scripts and stylesheets shipped without their precompressed `.br` and `.gz` copies. */
  uncompressed: string[];
};

/** The assets a module imports statically, by file name (the build's chunks import `./name.js`). */
function staticImportsOf(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1] ?? '');
}

/** A file with what it imports statically, all of it, once each. */
function closureOf(assets: string, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(assets, file))) return;
    seen.add(file);
    if (file.endsWith('.js'))
      for (const next of staticImportsOf(readFileSync(join(assets, file), 'utf8'))) visit(next);
  };
  visit(start);
  return [...seen];
}

/** Weighs a built console (`console-dist/`): what its page loads first, what each view adds. */
export function weighConsole(dir: string): ConsoleWeight {
  const assets = join(dir, 'assets');
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  const brotliBytes = (file: string) => {
    const copy = join(assets, `${file}.br`);
    return existsSync(copy) ? readFileSync(copy).length : readFileSync(join(assets, file)).length;
  };
  const fromPage = [...page.matchAll(/(?:src|href)="\/console\/assets\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const firstFiles = [...new Set(fromPage.flatMap((file) => closureOf(assets, file)))].sort();
  const shipped = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
  const lazy = shipped
    .filter((file) => file.endsWith('.js') && !firstFiles.includes(file))
    .map((file) => ({
      file,
      bytes: closureOf(assets, file)
        .filter((each) => !firstFiles.includes(each))
        .reduce((total, each) => total + brotliBytes(each), 0),
    }));
  return {
    firstLoad: { files: firstFiles, bytes: firstFiles.reduce((total, file) => total + brotliBytes(file), 0) },
    lazy,
    uncompressed: shipped.filter(
      (file) => !existsSync(join(assets, `${file}.br`)) || !existsSync(join(assets, `${file}.gz`)),
    ),
  };
}

/** What a console's weight breaks of the budget, one line each; empty when it keeps to it. */
export function budgetProblems(weight: ConsoleWeight, budget = CONSOLE_BUDGET): string[] {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const problems: string[] = [];
  if (weight.firstLoad.bytes > budget.firstLoadBytes) {
    problems.push(
      `its first load (${weight.firstLoad.files.join(', ')}) is ${kB(weight.firstLoad.bytes)} brotli; the budget is ${kB(budget.firstLoadBytes)}`,
    );
  }
  for (const chunk of weight.lazy) {
    if (chunk.bytes > budget.viewBytes) {
      problems.push(
        `opening ${chunk.file} costs ${kB(chunk.bytes)} brotli; the budget is ${kB(budget.viewBytes)} a view`,
      );
    }
  }
  for (const file of weight.uncompressed) problems.push(`${file} ships without its .br and .gz copies`);
  return problems;
}
