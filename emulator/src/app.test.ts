import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app';
import { PROVIDER_ERRORS } from './http/error-types';
import { sdkTestClient } from './test-support/sdk-test-client';

const ENVELOPE_KEYS = ['error_message', 'error_type', 'error_url', 'request_id', 'status_code'];

describe('envelopes', () => {
  it('wraps successful answers in {data} with request_id and status_code', async () => {
    const { call, publicToken } = sdkTestClient();
    const { status, json, headers } = await call({
      method: 'GET',
      path: `/projects/bootstrap/${publicToken}`,
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(json)).toEqual(['data']);
    expect(json.data).toMatchObject({
      status_code: 200,
      request_id: expect.stringMatching(/^request-id-test-/),
    });
  });

  it('answers errors unwrapped, with the envelope keys and never body, params or query', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/sessions/authenticate', body: {} });
    expect(status).toBe(404);
    expect(Object.keys(json).sort()).toEqual(ENVELOPE_KEYS);
    expect(json).toMatchObject({
      status_code: 404,
      error_type: 'session_not_found',
      error_url: 'https://stytch.com/docs/api/errors/404#session_not_found',
    });
  });
});

describe('bad input', () => {
  it('answers an unknown route with route_not_found', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/no/such/route', body: {} });
    expect(status).toBe(404);
    expect(json.error_type).toBe('route_not_found');
  });

  it('answers a known path with the wrong method with route_not_found', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ method: 'GET', path: '/sessions/authenticate' });
    expect(status).toBe(404);
    expect(json.error_type).toBe('route_not_found');
  });

  it('answers malformed JSON with bad_request, saying it is not JSON', async () => {
    const { call } = sdkTestClient();
    const { status, json, detail } = await call({ path: '/users/search', body: '{"email": ' });
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
    expect(detail).toMatch(/not valid JSON/);
  });

  it('names a missing field and uses its error type', async () => {
    const { call } = sdkTestClient();
    const { status, json, detail } = await call({ path: '/users/search', body: {} });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      error_type: 'invalid_email',
      error_message: PROVIDER_ERRORS.invalid_email.message,
    });
    expect(detail).toBe('email: this field is required.');
    expect(json.error_details).toEqual({ issues: [expect.objectContaining({ path: 'email' })] });
  });

  it('answers a field of the wrong type with a 400', async () => {
    const { call } = sdkTestClient();
    const { status, json, detail } = await call({
      path: '/sessions/authenticate',
      body: { session_duration_minutes: 'ten' },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('invalid_session_duration_minutes');
    expect(detail).toMatch(/^session_duration_minutes: /);
  });

  it('answers a body that is JSON but not an object with bad_request', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/sessions/authenticate', body: '[1, 2]' });
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
  });

  it('refuses bodies over the limit with 413', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/users/search', body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(status).toBe(413);
    expect(json.error_type).toBe('request_too_large');
  });

  it('refuses a token that is not a public token with unauthorized_credentials', async () => {
    const { app } = sdkTestClient();
    const response = await app.request('/sdk/v1/projects/bootstrap/secret-token-123');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error_type: string }).error_type).toBe('unauthorized_credentials');
  });

  it('refuses garbled Basic credentials with unauthorized_credentials', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({
      path: '/users/search',
      body: { email: 'a@example.com' },
      headers: { authorization: 'Basic !!!' },
    });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
  });

  it('refuses SDK calls without credentials with unauthorized_credentials', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/sessions/authenticate', body: {}, anonymous: true });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
  });
});

describe('CORS', () => {
  it('answers a preflight for the exact origin with credentials and the client headers', async () => {
    const { app } = sdkTestClient();
    const response = await app.request('/sdk/v1/sessions/authenticate', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-sdk-client,x-sdk-parent-host',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('adds the CORS headers to error answers too', async () => {
    const { call } = sdkTestClient();
    for (const path of ['/sessions/authenticate', '/not/a/route']) {
      const { status, headers } = await call({ path, body: {} });
      expect(status).toBe(404);
      expect(headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(headers.get('access-control-allow-credentials')).toBe('true');
    }
  });
});
