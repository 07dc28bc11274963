import { type core, z } from 'zod';
import { closestMatch } from './closest-match';

/** One thing to tell the developer about a JSON field: errors keep it from applying, warnings do not. */
export type Finding = { severity: 'error' | 'warning'; message: string };

/** How a field names its keys in messages, e.g. "style key" or "string id". */
export type FieldNouns = { field: string; key: string };

type Path = readonly PropertyKey[];

/** `colors.primary`, `products[0]`: the path as the developer would write it in JavaScript. */
export function formatPath(path: Path): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** The schema inside optional wrappers and at the end of `path`, or undefined where it is not an object. */
function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  const unwrapped = (inner: z.ZodType): z.ZodType =>
    inner instanceof z.ZodOptional ? unwrapped(inner.unwrap() as z.ZodType) : inner;
  let current = unwrapped(schema);
  for (const part of path) {
    const next: z.ZodType | undefined =
      current instanceof z.ZodObject
        ? (current.shape[String(part)] as z.ZodType | undefined)
        : current instanceof z.ZodArray
          ? (current.element as z.ZodType)
          : undefined;
    if (!next) return undefined;
    current = unwrapped(next);
  }
  return current;
}

function knownKeysAt(schema: z.ZodType, path: Path): string[] {
  const inner = schemaAt(schema, path);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'string' ? 'the text' : `the ${typeof value}`} ${JSON.stringify(value)}`;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

// A list this long helps nobody read a typo; the suggestion (or the field's own picker) does.
const MAX_KEYS_LISTED = 12;

function unknownKeyMessage(
  issue: core.$ZodIssueUnrecognizedKeys,
  key: string,
  schema: z.ZodType,
  nouns: FieldNouns,
) {
  const known = knownKeysAt(schema, issue.path);
  const suggestion = closestMatch(key, known);
  const name = formatPath([...issue.path, key]);
  if (suggestion)
    return `Unknown ${nouns.key} "${name}": did you mean "${formatPath([...issue.path, suggestion])}"?`;
  if (known.length <= MAX_KEYS_LISTED)
    return `Unknown ${nouns.key} "${name}"; known here: ${known.join(', ')}.`;
  return `Unknown ${nouns.key} "${name}".`;
}

function issueMessages(issue: core.$ZodIssue, schema: z.ZodType, nouns: FieldNouns): string[] {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => unknownKeyMessage(issue, key, schema, nouns));
    case 'invalid_type':
      return [
        issue.path.length === 0
          ? `${nouns.field} must be a JSON ${issue.expected}.`
          : `"${where}" must be ${article(issue.expected)}, not ${describeValue(issue.input)}.`,
      ];
    case 'invalid_value': {
      const known = issue.values.map(String);
      const suggestion = typeof issue.input === 'string' ? closestMatch(issue.input, known) : undefined;
      return [
        suggestion
          ? `"${where}" is ${JSON.stringify(issue.input)}: did you mean "${suggestion}"?`
          : `"${where}" must be one of: ${known.join(', ')}.`,
      ];
    }
    default:
      return [`"${where}": ${issue.message}`];
  }
}

/** What the schema refuses in `value`, as sentences naming the path and, for typos, the key meant. */
export function schemaFindings<T>(
  schema: z.ZodType<T>,
  value: unknown,
  nouns: FieldNouns,
): { ok: true; value: T } | { ok: false; findings: Finding[] } {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    findings: result.error.issues.flatMap((issue) =>
      issueMessages(issue, schema, nouns).map((message): Finding => ({ severity: 'error', message })),
    ),
  };
}
