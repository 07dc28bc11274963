import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, InvalidFieldError } from './api-error';
import type { ProviderErrorType } from './error-types';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/**
 * Error types per request field, for fields the provider reports with their own type
 * (e.g. `{ email: 'invalid_email' }`). Fields not listed fall back to `bad_request`.
 */
export type FieldErrorTypes = Readonly<Record<string, ProviderErrorType>>;

/**
 * Reads and validates a JSON request body. An empty body counts as `{}` (the client sends none for
 * some POSTs); unparseable JSON, or JSON nested too deeply, is the provider's `bad_request` (the
 * request log says which); a body that fails the schema is a 400 naming the first offending field,
 * with every issue listed in `error_details.issues`.
 */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  fieldErrorTypes: FieldErrorTypes = {},
): Promise<z.output<S>> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      throw new ApiError(
        'bad_request',
        `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
      );
    }
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('bad_request', 'The request body is not valid JSON.');
    }
  }
  return validate(schema, json, fieldErrorTypes);
}

/** Validates an already parsed value (query strings, control API bodies) with the same error shape. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fieldErrorTypes: FieldErrorTypes = {},
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = result.error.issues[0];
  const field = first?.path[0];
  const fieldName = typeof field === 'string' ? field : undefined;
  const errorType =
    fieldName !== undefined && Object.hasOwn(fieldErrorTypes, fieldName)
      ? fieldErrorTypes[fieldName]
      : undefined;
  // The path is printed whatever it starts with: `0.email` names the entry of an array body.
  const description = first
    ? `${first.path.length > 0 ? `${first.path.join('.')}: ` : ''}${describeIssue(first, value)}`
    : 'The request is invalid.';
  // A field with a type of its own answers that type's words, which name the field already.
  if (errorType) throw new ApiError(errorType, description, { issues });
  throw new InvalidFieldError(description, { issues });
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined)
    return 'this field is required.';
  return issue.message;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** `session_duration_minutes` as the provider bounds it: 5 minutes up to one year. */
export const sessionDurationMinutes = z.number().int().min(5).max(525_600);

/** Accepts the captcha and device-fingerprinting fields every captcha-collecting call may carry. */
export const captchaFields = {
  captcha_token: z.string().optional(),
  dfp_telemetry_id: z.string().optional(),
};

/**
 * The same optional fields as each API leaves them out: the browser client omits them (`optional`),
 * the backend SDK may send null (`nullish`).
 */
export function optionalFields<T extends Record<string, z.ZodType>>(
  shape: T,
): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

export function nullishFields<T extends Record<string, z.ZodType>>(
  shape: T,
): { [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>> } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.nullish()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>>;
  };
}
