import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import {
  type CompletedConfig,
  createFormatter,
  createParser,
  DEFAULT_CONFIG,
  SchemaGenerator,
} from 'ts-json-schema-generator';
import ts from 'typescript';

/**
 * JSON Schemas of every answer the provider's clients declare (see declared-answers.ts), derived
 * from their installed typings by ts-json-schema-generator. Building the TypeScript program over both
 * packages' typings takes seconds (many more on a busy machine), and the schemas, every type inlined,
 * weigh megabytes: rather than commit them, each machine derives them once per set of inputs (the
 * two packages' versions, the generator, declared-answers.ts and this file) and keeps them in
 * node_modules/.cache, so later runs read them in milliseconds and can never read stale ones.
 */

type JsonSchema = Record<string, unknown>;

export type DeclaredAnswerSchemas = {
  /** The versions whose typings the schemas were derived from. */
  derivedFrom: Record<string, string>;
  /** Every method the clients declare (dotted paths from the client object). */
  methods: { browser: string[]; backend: string[] };
  /** Per group of declared-answers.ts, one schema per method (or route). */
  browser: Record<string, JsonSchema>;
  browserSteps: Record<string, JsonSchema>;
  backend: Record<string, JsonSchema>;
  backendWire: Record<string, JsonSchema>;
  /** The bootstrap as the browser client maps and caches it (its `BootstrapData`, not exported). */
  bootstrap: JsonSchema;
};

const ANSWERS_FILE = fileURLToPath(new URL('./declared-answers.ts', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);
const BROWSER_PACKAGE = '@stytch/vanilla-js';
const BACKEND_PACKAGE = 'stytch';
const GENERATOR_PACKAGE = 'ts-json-schema-generator';

/** A package's folder, found from its main entry (the browser client exports no `package.json`). */
function packageDir(name: string): string {
  const entry = require.resolve(name === BROWSER_PACKAGE ? `${name}/headless` : name);
  const marker = `node_modules/${name}/`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}

function packageVersion(name: string): string {
  return JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;
}

/** The browser client's typings chunk that declares `BootstrapData` (its file name carries a hash). */
function bootstrapTypingsFile(): string {
  const typings = join(packageDir(BROWSER_PACKAGE), 'dist/types');
  for (const file of readdirSync(typings).filter((name) => name.endsWith('.d.ts'))) {
    if (readFileSync(join(typings, file), 'utf8').includes('type BootstrapData = {'))
      return join(typings, file);
  }
  throw new Error(`No BootstrapData in the installed ${BROWSER_PACKAGE} typings.`);
}

/** Closed objects: a field the type does not name (a misnamed one, say) fails the check. */
const GENERATOR_CONFIG: CompletedConfig = {
  ...DEFAULT_CONFIG,
  expose: 'none',
  topRef: false,
  jsDoc: 'none',
  additionalProperties: false,
  skipTypeCheck: true,
};

export function generateDeclaredAnswerSchemas(): DeclaredAnswerSchemas {
  const program = ts.createProgram([ANSWERS_FILE, bootstrapTypingsFile()], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const generatorFor = (config: CompletedConfig) =>
    new SchemaGenerator(program, createParser(program, config), createFormatter(config), config);
  const generator = generatorFor(GENERATOR_CONFIG);
  // The client keeps BootstrapData to itself (never exported), which only `expose: 'all'` reaches.
  const privateTypes = generatorFor({ ...GENERATOR_CONFIG, expose: 'all' });
  const groups = generator.createSchema('DeclaredAnswers').properties as Record<string, JsonSchema>;
  const group = (name: string) => (groups[name]?.properties ?? {}) as Record<string, JsonSchema>;
  return {
    derivedFrom: {
      [BROWSER_PACKAGE]: packageVersion(BROWSER_PACKAGE),
      [BACKEND_PACKAGE]: packageVersion(BACKEND_PACKAGE),
    },
    methods: declaredMethods(program),
    browser: group('browser'),
    browserSteps: group('browserSteps'),
    backend: group('backend'),
    backendWire: group('backendWire'),
    bootstrap: withoutMetaSchema(privateTypes.createSchema('BootstrapData') as JsonSchema),
  };
}

function withoutMetaSchema({ $schema: _, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/** The public methods of `StytchClient` and of the backend `Client`, as their typings declare them. */
function declaredMethods(program: ts.Program): DeclaredAnswerSchemas['methods'] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ANSWERS_FILE);
  if (!source) throw new Error(`${ANSWERS_FILE} is not in the program.`);
  const imported = new Map<string, ts.Type>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const symbol = checker.getSymbolAtLocation(element.name);
      if (symbol)
        imported.set(element.name.text, checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(symbol)));
    }
  }
  const clientType = (name: string) => {
    const type = imported.get(name);
    if (!type) throw new Error(`declared-answers.ts imports no ${name}.`);
    return type;
  };
  return {
    browser: methodsOf(checker, clientType('StytchClient'), ''),
    backend: methodsOf(checker, clientType('Client'), ''),
  };
}

function isPublic(symbol: ts.Symbol): boolean {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return false;
  const flags = ts.getCombinedModifierFlags(declaration);
  return (
    (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0 && !symbol.name.startsWith('_')
  );
}

/**
 * Only the clients' own namespaces (`user`, and `magicLinks.email`, an object literal type) are
 * walked, not what their methods return.
 */
function isClientNamespace(type: ts.Type): boolean {
  const declaration = type.getSymbol()?.declarations?.[0];
  const isObjectType =
    declaration &&
    (ts.isInterfaceDeclaration(declaration) ||
      ts.isClassDeclaration(declaration) ||
      ts.isTypeLiteralNode(declaration));
  if (!declaration || !isObjectType) return false;
  return /node_modules\/(@stytch\/vanilla-js|stytch)\//.test(declaration.getSourceFile().fileName);
}

function methodsOf(checker: ts.TypeChecker, type: ts.Type, prefix: string, depth = 0): string[] {
  const methods: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isPublic(property)) continue;
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    const path = `${prefix}${property.name}`;
    if (propertyType.getCallSignatures().length > 0) methods.push(path);
    else if (depth < 3 && isClientNamespace(propertyType)) {
      methods.push(...methodsOf(checker, propertyType, `${path}.`, depth + 1));
    }
  }
  return methods.sort();
}

/** The schemas for the installed clients: from the cache when these inputs were seen before. */
export function declaredAnswerSchemas(): DeclaredAnswerSchemas {
  const inputs = createHash('sha256');
  for (const name of [BROWSER_PACKAGE, BACKEND_PACKAGE, GENERATOR_PACKAGE]) {
    inputs.update(`${name}@${packageVersion(name)}\n`);
  }
  for (const file of [ANSWERS_FILE, THIS_FILE]) inputs.update(readFileSync(file));
  const cacheDir = join(packageDir(BACKEND_PACKAGE), '..', '.cache', 'foyer-declared-answers');
  const cached = join(cacheDir, `${inputs.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'));
  const schemas = generateDeclaredAnswerSchemas();
  // Two test files may derive at once on a cold cache: each renames a whole file into place.
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(schemas));
  renameSync(partial, cached);
  // Older inputs' schemas are of no further use.
  for (const file of readdirSync(cacheDir)) {
    if (file.endsWith('.json') && join(cacheDir, file) !== cached)
      rmSync(join(cacheDir, file), { force: true });
  }
  return schemas;
}

/**
 * What a test knows the provider answers beyond a declared type, as dotted paths into an answer
 * (`[]` for every item of an array, e.g. `user.password`, `results[].password`):
 * - `nulls`: fields the provider sends as `null` where the backend SDK's generated types say
 *   `field?: T` (the browser client's types say `T | null` for the same objects);
 * - `extras`: fields the provider sends that a hand-written type leaves out;
 * - `renames`: top-level fields a hand-written type names otherwise than the provider sends them
 *   (declared name to sent name).
 * Each is taken out of (or renamed in) a copy of the answer before the check, only when present.
 */
export type Allowances = {
  nulls?: readonly string[];
  extras?: readonly string[];
  renames?: Readonly<Record<string, string>>;
};

export type ShapeCheck = (value: unknown, allowances?: Allowances) => string[];

/** A check of values against one schema: the problems found, one line each, none when it conforms. */
export function shapeCheck(schema: JsonSchema): ShapeCheck {
  // Each schema checks a handful of answers: skipping the code optimiser compiles these large,
  // fully inlined schemas about three times faster, which is most of a shape test's time.
  const ajv = new Ajv({ allErrors: true, strict: false, code: { optimize: false } });
  const validate: ValidateFunction = ajv.compile(schema);
  return (value, { nulls = [], extras = [], renames = {} } = {}) => {
    const checked = structuredClone(value);
    for (const path of nulls) dropAt(checked, path.split('.'), (field) => field === null);
    for (const path of extras) dropAt(checked, path.split('.'), () => true);
    if (checked && typeof checked === 'object') {
      const record = checked as Record<string, unknown>;
      for (const [declared, sent] of Object.entries(renames)) {
        if (!(sent in record)) continue;
        record[declared] = record[sent];
        delete record[sent];
      }
    }
    return validate(checked) ? [] : (validate.errors ?? []).map(describeProblem);
  };
}

function dropAt(value: unknown, path: string[], drops: (field: unknown) => boolean): void {
  const [step, ...rest] = path;
  if (step === undefined || value === null || typeof value !== 'object') return;
  const isEach = step.endsWith('[]');
  const key = isEach ? step.slice(0, -2) : step;
  const record = value as Record<string, unknown>;
  if (!isEach && rest.length === 0) {
    if (key in record && drops(record[key])) delete record[key];
    return;
  }
  const next = record[key];
  for (const item of isEach && Array.isArray(next) ? next : [next]) dropAt(item, rest, drops);
}

function describeProblem(error: ErrorObject): string {
  const where = error.instancePath || '(answer)';
  if (error.keyword === 'additionalProperties') {
    return `${where} has ${JSON.stringify(error.params.additionalProperty)}, which the type does not declare`;
  }
  if (error.keyword === 'required') {
    return `${where} lacks ${JSON.stringify(error.params.missingProperty)}, which the type requires`;
  }
  return `${where} ${error.message}`;
}
