// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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
 * compiler options, `@foyer/widget` resolving to the package's entry point. The snippets exist only
 * in memory: the compiler host answers for their paths and reads everything else from disk.
 */
function typeErrorsOf(snippets: Snippet[]): Map<string, string[]> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(widgetDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('widget/tsconfig.json could not be read');
  const options: ts.CompilerOptions = {
    ...parsed.options,
    paths: {
      '@foyer/widget': [join(widgetDir, 'src/index.ts')],
      '@foyer/widget/react': [join(widgetDir, 'src/react.ts')],
      '@foyer/widget/locales/*': [join(widgetDir, 'src/locales/*.ts')],
    },
    // A snippet without imports is still a module, so two snippets' `const client` do not collide.
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
  const files = new Map(
    snippets.map((snippet) => [
      join(widgetDir, 'src', '__readme__', `${snippet.name}.${snippet.language}`),
      snippet,
    ]),
  );
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists(path);
  host.readFile = (path) => files.get(path)?.code ?? readFile(path);
  host.getSourceFile = (path, language, ...rest) => {
    const snippet = files.get(path);
    return snippet
      ? ts.createSourceFile(path, snippet.code, language)
      : getSourceFile(path, language, ...rest);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return new Map(
    [...files].map(([path, snippet]) => [
      snippet.name,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(path)).map((diagnostic) => {
        const at = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
        // The README line: the block's opening fence, plus one, plus the line within the block.
        return `README.md:${snippet.line + 1 + at}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      }),
    ]),
  );
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

  // One program for all of them: compiling the widget's types takes seconds on a busy machine.
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
