import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { ControlApiError, createControlClient } from './client';

const ENVELOPE = {
  request_id: expect.any(String),
  error_message: expect.any(String),
  error_url: expect.any(String),
};

function newToken(): string {
  return `public-token-test-${crypto.randomUUID()}`;
}

function inProcess(controlToken?: string) {
  const store = EmulatorStore.inMemory();
  return { store, app: createApp(store, controlToken ? { controlToken } : {}) };
}

describe('the control API refuses web pages', () => {
  it('answers no CORS preflight: 403 and no Access-Control-Allow-Origin', async () => {
    const { app } = inProcess();
    const response = await app.request(`/control/v1/projects/${newToken()}/settings`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://evil.localhost:5000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    ['a foreign Origin', { origin: 'http://evil.localhost:5000' }],
    ['Origin: null (a sandboxed page or a file)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site (an image or a no-cors GET)', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another localhost port)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a read carrying %s with 403 and the envelope, and no CORS headers', async (_, headers) => {
    const { app, store } = inProcess();
    const token = newToken();
    const response = await app.request(`/control/v1/projects/${token}/messages`, { headers });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({
      ...ENVELOPE,
      status_code: 403,
      error_type: 'cross_origin_request_refused',
    });
    // Refused before the route ran: not even the project was created.
    expect(store.existingProject(token)).toBeUndefined();
  });

  it('refuses a cross-origin write before it changes anything', async () => {
    const { app, store } = inProcess();
    const token = newToken();
    const before = structuredClone(store.project(token).settings);
    const response = await app.request(`/control/v1/projects/${token}/settings`, {
      method: 'PATCH',
      headers: { origin: 'http://evil.localhost:5000', 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_urls: ['https://evil.example/'] }),
    });
    expect(response.status).toBe(403);
    expect(store.project(token).settings).toEqual(before);
  });

  it('serves local tools (no Origin), the same origin and typed-in addresses', async () => {
    const { app } = inProcess();
    const path = `/control/v1/projects/${newToken()}/messages`;
    const callers: Record<string, string>[] = [
      {},
      { origin: 'http://localhost' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of callers) {
      expect((await app.request(path, { headers })).status).toBe(200);
    }
  });
});

describe('control bodies', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('refuses a %s body with 415 and changes nothing', async (_, contentType) => {
    const { app, store } = inProcess();
    const token = newToken();
    const response = await app.request(`/control/v1/projects/${token}/users`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: JSON.stringify({ email: 'mallory@example.com', password: 'correct horse battery staple' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ status_code: 415, error_type: 'unsupported_media_type' });
    expect(store.existingProject(token)?.collections.users.size ?? 0).toBe(0);
  });

  it('takes application/json with a charset, and a bodyless DELETE without a content type', async () => {
    const { app } = inProcess();
    const token = newToken();
    const created = await app.request(`/control/v1/projects/${token}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    expect(created.status).toBe(201);
    expect((await app.request(`/control/v1/projects/${token}/messages`, { method: 'DELETE' })).status).toBe(
      200,
    );
  });
});

describe('SDK bodies', () => {
  it('refuses a text/plain sign-up (a no-cors request needs no preflight) with 415, creating no user', async () => {
    const { app, store } = inProcess();
    const token = newToken();
    const response = await app.request('/sdk/v1/passwords', {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'http://localhost:5000',
        authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
      },
      body: JSON.stringify({ email: 'mallory@example.com', password: 'a long passphrase nobody guesses' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error_type: 'unsupported_media_type' });
    // The client's own origin still reads the refusal: CORS stays on the SDK API.
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    expect(store.existingProject(token)?.collections.users.size ?? 0).toBe(0);
  });
});

describe('Host', () => {
  it.each([
    '/sdk/v1/projects/bootstrap/public-token-test-host',
    '/control/v1/projects/public-token-test-host/messages',
  ])('answers %s to a rebound host name with 421 and the envelope', async (path) => {
    const { app, store } = inProcess();
    const response = await app.request(path, { headers: { host: 'rebind.evil.example:8787' } });
    expect(response.status).toBe(421);
    expect(await response.json()).toMatchObject({ status_code: 421, error_type: 'host_not_allowed' });
    expect(store.projects()).toHaveLength(0);
  });

  it.each([
    'localhost',
    'localhost:8787',
    '127.0.0.1:1',
    '[::1]:8443',
    'api.emulator.test',
    'API.emulator.test:443',
  ])('serves Host %s', async (host) => {
    const { app } = inProcess();
    const response = await app.request('/sdk/v1/projects/bootstrap/public-token-test-host', {
      headers: { host },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    'evil.localhost:8787',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    'localhost@evil.example',
    '',
  ])('refuses Host %j', async (host) => {
    const { app } = inProcess();
    const response = await app.request('/sdk/v1/projects/bootstrap/public-token-test-host', {
      headers: { host },
    });
    expect(response.status).toBe(421);
  });
});

describe('the control token', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await serveStore(EmulatorStore.inMemory(), { controlToken: 'auto' });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('is generated for controlToken "auto" and reported', () => {
    expect(emulator.controlToken).toMatch(/^[\w-]{32}$/);
  });

  it('is required: a client without it, or with another, is refused with 401', async () => {
    for (const controlToken of [undefined, 'not-the-token']) {
      const control = createControlClient(emulator.httpUrl, newToken(), { controlToken });
      const error = await control.settings().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ControlApiError);
      expect((error as ControlApiError).envelope).toMatchObject({
        status_code: 401,
        error_type: 'invalid_control_token',
      });
    }
  });

  it('is sent by the control client, on every call and for the live stream', async () => {
    const control = createControlClient(emulator.httpUrl, newToken(), {
      controlToken: emulator.controlToken,
    });
    const user = await control.seedUser({ email: 'ada@example.com' });
    expect(await control.users()).toEqual([user]);
    const stream = await fetch(control.streamUrl, { headers: control.requestHeaders });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });

  it('is not asked by the SDK API', async () => {
    const response = await fetch(`${emulator.httpUrl}/sdk/v1/projects/bootstrap/${newToken()}`);
    expect(response.status).toBe(200);
  });

  it('is not asked when the emulator was started without one', async () => {
    const { app } = inProcess();
    expect((await app.request(`/control/v1/projects/${newToken()}/users`)).status).toBe(200);
  });
});
