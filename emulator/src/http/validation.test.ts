import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiError } from './api-error';
import { errorResponse } from './envelope';
import { PROVIDER_ERRORS } from './error-types';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';
import { nullishFields, optionalFields, readBody, validate } from './validation';

const schema = z.object({ email: z.string(), options: z.object({ minutes: z.number().int() }).optional() });

/** Posts to a one-route app that echoes the validated body, or answers the validation error. */
async function post(path: string, body: string) {
  const app = new Hono();
  app.post('/', async (c) => c.json(await readBody(c, schema.partial(), { email: 'invalid_email' })));
  app.post('/strict', async (c) => c.json(await readBody(c, schema, { email: 'invalid_email' })));
  let detail: string | undefined;
  app.onError((error) => {
    detail = (error as ApiError).detail;
    return errorResponse(error as ApiError);
  });
  const response = await app.request(path, { method: 'POST', body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, detail };
}

describe('readBody', () => {
  it.each(['', '   \n'])('treats the empty body %j as {}', async (body) => {
    expect(await post('/', body)).toEqual({ status: 200, json: {}, detail: undefined });
  });

  it("answers a missing field with its own error type in that type's words, naming the field in the detail", async () => {
    const { status, json, detail } = await post('/strict', '{}');
    expect(status).toBe(400);
    expect(json).toMatchObject({
      error_type: 'invalid_email',
      error_message: PROVIDER_ERRORS.invalid_email.message,
    });
    expect(detail).toBe('email: this field is required.');
  });

  it('falls back to bad_request naming the full path of a nested field in the answer itself', async () => {
    const { json } = await post('/strict', '{"email": "a@b.c", "options": {"minutes": 1.5}}');
    expect(json.error_type).toBe('bad_request');
    expect(json.error_message).toMatch(/^options\.minutes: /);
  });

  it('says in the detail what type a present field of the wrong type should have', async () => {
    const { json, detail } = await post('/strict', '{"email": 42}');
    expect(json.error_type).toBe('invalid_email');
    expect(detail).toMatch(/^email: .*string/);
  });

  it("answers malformed JSON with bad_request in the provider's words, saying in the detail it is not JSON", async () => {
    const { status, json, detail } = await post('/', '{');
    expect(status).toBe(400);
    expect(json).toMatchObject({
      status_code: 400,
      error_type: 'bad_request',
      error_message: PROVIDER_ERRORS.bad_request.message,
    });
    expect(detail).toMatch(/not valid JSON/);
  });
});

describe('readBody nesting limit', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it(`refuses JSON nested more than ${MAX_JSON_DEPTH} levels with bad_request, saying so`, async () => {
    const { status, json, detail } = await post('/', `{"email": ${nested(MAX_JSON_DEPTH)}}`);
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
    expect(detail).toMatch(`more than ${MAX_JSON_DEPTH} levels deep`);
  });

  it('refuses 200 000 levels without overflowing the stack', async () => {
    const { status, detail } = await post('/', nested(200_000));
    expect(status).toBe(400);
    expect(detail).toMatch(`more than ${MAX_JSON_DEPTH} levels deep`);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels, and brackets inside strings do not count`, async () => {
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}"[[{\\"["${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(isNestedDeeperThan(deepest, MAX_JSON_DEPTH)).toBe(false);
    expect(isNestedDeeperThan(`[${deepest}]`, MAX_JSON_DEPTH)).toBe(true);
    const { status } = await post('/', `{"email": "[[[[", "options": {"minutes": 1}}`);
    expect(status).toBe(200);
  });
});

describe('validate', () => {
  it('names the path of a field inside an array entry', () => {
    const entries = z.array(z.object({ email: z.string() }));
    expect(() => validate(entries, [{ email: 'a@b.c' }, {}])).toThrow(/^1\.email: this field is required\.$/);
  });
});

describe('one set of optional fields, as each API leaves them out', () => {
  const fields = { locale: z.string() };

  it('the browser API’s optional fields may be absent, never null', () => {
    const body = z.object(optionalFields(fields));
    expect(body.safeParse({}).success).toBe(true);
    expect(body.safeParse({ locale: null }).success).toBe(false);
  });

  it('the backend API’s nullish fields may be absent or null, as the SDK sends them', () => {
    const body = z.object(nullishFields(fields));
    expect(body.safeParse({}).success).toBe(true);
    expect(body.safeParse({ locale: null }).success).toBe(true);
    expect(body.safeParse({ locale: 3 }).success).toBe(false);
  });
});
