// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const widgetDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(widgetDir, 'README.md'), 'utf8');

type Snippet = { name: string; language: 'ts' | 'tsx'; code: string; line: number };

/** Every ```ts and ```tsx block of the README, with the line it starts on. */
function snippetsOf(markdown: string): Snippet[] {
  return [...markdown.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((match, index) => {
    const line = markdown.slice(0, match.index).split('\n').length;
    const language = match[1] === 'tsx' ? 'tsx' : 'ts';
    return { name: `snippet-${index + 1}-line-${line}`, language, code: match[2] ?? '', line };
  });
}

/**
 * Type-checks the snippets as modules of their own beside the widget's sources, with the widget's
 * compiler options and `@foyer/widget` resolving to the package's entry point: each snippet is
 * written to a folder of its own under `src/` (so relative paths and types resolve as for the
 * sources) and the native compiler the type check uses (`tsgo`) checks them all in one run, a few
 * times quicker than a program built through TypeScript's API.
 */
function typeErrorsOf(snippets: Snippet[]): Map<string, string[]> {
  const folder = mkdtempSync(join(widgetDir, 'src', '__readme-'));
  try {
    for (const snippet of snippets) {
      writeFileSync(join(folder, `${snippet.name}.${snippet.language}`), snippet.code);
    }
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../tsconfig.json',
        compilerOptions: {
          noEmit: true,
          paths: {
            '@foyer/widget': ['../index.ts'],
            '@foyer/widget/react': ['../react.ts'],
            '@foyer/widget/locales/*': ['../locales/*.ts'],
          },
          // A snippet without imports is still a module, so two snippets' `const client` do not collide.
          moduleDetection: 'force',
        },
        include: ['*.ts', '*.tsx'],
      }),
    );
    const compiler = spawnSync(
      process.execPath,
      [
        join(widgetDir, '../node_modules/@typescript/native-preview/bin/tsgo'),
        '-p',
        folder,
        '--pretty',
        'false',
      ],
      { encoding: 'utf8' },
    );
    const errors = new Map<string, string[]>(snippets.map((snippet) => [snippet.name, []]));
    // `src/__readme-x/snippet-2-line-40.ts(3,7): error TS2304: Cannot find name 'x'.`
    const diagnostic = /([\w.-]+)\.tsx?\((\d+),\d+\): error TS\d+: (.*)/;
    for (const line of compiler.stdout.split('\n')) {
      const [, name = '', at = '1', message = ''] = diagnostic.exec(line) ?? [];
      const snippet = snippets.find((each) => each.name === name);
      // The README line: the block's opening fence, plus the line within the block.
      if (snippet) errors.get(name)?.push(`README.md:${snippet.line + Number(at)}: ${message}`);
    }
    if (compiler.status !== 0 && [...errors.values()].every((list) => list.length === 0)) {
      throw new Error(`tsc failed without a snippet's error:\n${compiler.stdout}${compiler.stderr}`);
    }
    return errors;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the README', () => {
  const snippets = snippetsOf(readme);
  const [first] = snippets;
  // The test's own check: the first snippet with a typo, compiled with the rest, must be refused.
  const typo = first && {
    ...first,
    name: `${first.name}-typo`,
    code: first.code.replace("emulatorClientOptions('", "emulatorClientOption('"),
  };
  let errors: Map<string, string[]>;

  // One compiler run for all of them: checking the widget's types takes seconds on a busy machine.
  beforeAll(() => {
    errors = typeErrorsOf(typo ? [...snippets, typo] : snippets);
  }, 180_000);

  it('has a quick start of TypeScript snippets', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(5);
  });

  it("has snippets that type-check against the package's types", () => {
    expect(snippets.flatMap((snippet) => errors.get(snippet.name) ?? [])).toEqual([]);
  });

  it('would catch a typo in a snippet', () => {
    expect(typo?.code).not.toBe(first?.code);
    expect(errors.get(typo?.name ?? '')).toEqual([expect.stringContaining("'emulatorClientOption'")]);
  });
});
