import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiError } from './api-error';
import { errorResponse } from './envelope';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth';
import { readBody, validate } from './validation';

const schema = z.object({ email: z.string(), options: z.object({ minutes: z.number().int() }).optional() });

/** A one-route app that echoes the validated body, or answers the validation error. */
function echo() {
  const app = new Hono();
  app.post('/', async (c) => c.json(await readBody(c, schema.partial(), { email: 'invalid_email' })));
  app.post('/strict', async (c) => c.json(await readBody(c, schema, { email: 'invalid_email' })));
  app.onError((error) => errorResponse(error as ApiError));
  return app;
}

async function post(path: string, body: string) {
  const response = await echo().request(path, { method: 'POST', body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('readBody', () => {
  it.each(['', '   \n'])('treats the empty body %j as {}', async (body) => {
    expect(await post('/', body)).toEqual({ status: 200, json: {} });
  });

  it('answers a missing field with its own error type', async () => {
    const { status, json } = await post('/strict', '{}');
    expect(status).toBe(400);
    expect(json).toMatchObject({
      error_type: 'invalid_email',
      error_message: 'email: this field is required.',
    });
  });

  it('names the full path of a nested field and falls back to bad_request', async () => {
    const { json } = await post('/strict', '{"email": "a@b.c", "options": {"minutes": 1.5}}');
    expect(json.error_type).toBe('bad_request');
    expect(json.error_message).toMatch(/^options\.minutes: /);
  });

  it('says what type a present field of the wrong type should have', async () => {
    const { json } = await post('/strict', '{"email": 42}');
    expect(json.error_type).toBe('invalid_email');
    expect(json.error_message).toMatch(/^email: .*string/);
  });

  it('answers malformed JSON with bad_request, saying it is not JSON', async () => {
    const { status, json } = await post('/', '{');
    expect(status).toBe(400);
    expect(json).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect(json.error_message).toMatch(/not valid JSON/);
  });
});

describe('readBody nesting limit', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it(`refuses JSON nested more than ${MAX_JSON_DEPTH} levels with bad_request, saying so`, async () => {
    const { status, json } = await post('/', `{"email": ${nested(MAX_JSON_DEPTH)}}`);
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
    expect(json.error_message).toMatch(`more than ${MAX_JSON_DEPTH} levels deep`);
  });

  it('refuses 200 000 levels without overflowing the stack', async () => {
    const { status, json } = await post('/', nested(200_000));
    expect(status).toBe(400);
    expect(json.error_message).toMatch(`more than ${MAX_JSON_DEPTH} levels deep`);
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
