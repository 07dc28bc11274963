import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKEND_PROJECT,
  type BackendEmulator,
  startBackendEmulator,
} from '../test-support/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

describe('M2M through the backend SDK', () => {
  it('trades a client id and secret for a JWT that m2m.authenticateToken verifies locally', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', {
      client_name: 'billing job',
      scopes: ['read:users', 'write:invoices'],
    });
    expect(client).toMatchObject({ status: 'active', client_secret: expect.any(String) });

    const token = await env.sdk.call('m2m.token', {
      client_id: client.client_id,
      client_secret: client.client_secret,
      scopes: ['read:users'],
    });
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const verified = await env.sdk.call('m2m.authenticateToken', {
      access_token: token.access_token,
      required_scopes: ['read:users'],
    });
    expect(verified).toMatchObject({ client_id: client.client_id, scopes: ['read:users'] });
    await expect(
      env.sdk.call('m2m.authenticateToken', {
        access_token: token.access_token,
        required_scopes: ['write:invoices'],
      }),
    ).rejects.toMatchObject({ code: 'missing_scopes' });

    await expect(
      env.sdk.call('m2m.token', { client_id: client.client_id, client_secret: 'not-the-secret' }),
    ).rejects.toMatchObject({ name: 'StytchError', status_code: 400, error_type: 'invalid_client' });
    await expect(
      env.sdk.call('m2m.token', {
        client_id: client.client_id,
        client_secret: client.client_secret,
        scopes: ['admin'],
      }),
    ).rejects.toMatchObject({ name: 'StytchError', status_code: 400, error_type: 'invalid_scope' });
  });

  it('gets, searches, updates and deletes clients; an inactive client gets no token', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', {
      client_name: 'reports',
      scopes: ['read:reports'],
    });
    const read = await env.sdk.call('m2m.clients.get', { client_id: client.client_id });
    expect(read.m2m_client).toMatchObject({
      client_name: 'reports',
      client_secret_last_four: client.client_secret.slice(-4),
    });
    expect(read.m2m_client.client_secret).toBeUndefined();

    const found = await env.sdk.call('m2m.clients.search', {
      query: { operator: 'AND', operands: [{ filter_name: 'scopes', filter_value: ['read:reports'] }] },
    });
    expect(found.m2m_clients.map((c: { client_id: string }) => c.client_id)).toEqual([client.client_id]);

    const updated = await env.sdk.call('m2m.clients.update', {
      client_id: client.client_id,
      status: 'inactive',
    });
    expect(updated.m2m_client.status).toBe('inactive');
    await expect(
      env.sdk.call('m2m.token', { client_id: client.client_id, client_secret: client.client_secret }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'invalid_client' });

    await env.sdk.call('m2m.clients.delete', { client_id: client.client_id });
    await expect(env.sdk.call('m2m.clients.get', { client_id: client.client_id })).rejects.toMatchObject({
      status_code: 404,
      error_type: 'm2m_client_not_found',
    });
  });

  it('rotates a secret: both work during the rotation, only the new one after it', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', { scopes: ['read:users'] });
    const started = await env.sdk.call('m2m.clients.secrets.rotateStart', { client_id: client.client_id });
    const next = started.m2m_client.next_client_secret;
    for (const secret of [client.client_secret, next]) {
      await env.sdk.call('m2m.token', { client_id: client.client_id, client_secret: secret });
    }
    await env.sdk.call('m2m.clients.secrets.rotate', { client_id: client.client_id });
    await env.sdk.call('m2m.token', { client_id: client.client_id, client_secret: next });
    await expect(
      env.sdk.call('m2m.token', { client_id: client.client_id, client_secret: client.client_secret }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'invalid_client' });
  });

  it('cancels a rotation: the old secret stays, the next one stops working', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', { scopes: ['read:users'] });
    const started = await env.sdk.call('m2m.clients.secrets.rotateStart', { client_id: client.client_id });
    await env.sdk.call('m2m.clients.secrets.rotateCancel', { client_id: client.client_id });
    await env.sdk.call('m2m.token', { client_id: client.client_id, client_secret: client.client_secret });
    await expect(
      env.sdk.call('m2m.token', {
        client_id: client.client_id,
        client_secret: started.m2m_client.next_client_secret,
      }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'invalid_client' });
  });

  it('refuses to complete or cancel a rotation never started with m2m_client_not_rotating_secret', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', { scopes: ['read:users'] });
    for (const method of ['m2m.clients.secrets.rotate', 'm2m.clients.secrets.rotateCancel']) {
      await expect(env.sdk.call(method, { client_id: client.client_id }), method).rejects.toMatchObject({
        status_code: 400,
        error_type: 'm2m_client_not_rotating_secret',
      });
    }
    // Nor after one completed: the rotation is over.
    await env.sdk.call('m2m.clients.secrets.rotateStart', { client_id: client.client_id });
    await env.sdk.call('m2m.clients.secrets.rotate', { client_id: client.client_id });
    await expect(
      env.sdk.call('m2m.clients.secrets.rotateCancel', { client_id: client.client_id }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'm2m_client_not_rotating_secret' });
  });

  it('refuses a second rotateStart with m2m_client_already_rotating_secret and keeps the first next secret', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', { scopes: ['read:users'] });
    const started = await env.sdk.call('m2m.clients.secrets.rotateStart', { client_id: client.client_id });
    await expect(
      env.sdk.call('m2m.clients.secrets.rotateStart', { client_id: client.client_id }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'm2m_client_already_rotating_secret' });
    await env.sdk.call('m2m.clients.secrets.rotate', { client_id: client.client_id });
    const token = await env.sdk.call('m2m.token', {
      client_id: client.client_id,
      client_secret: started.m2m_client.next_client_secret,
    });
    expect(token.access_token).toEqual(expect.any(String));
  });

  it('refuses a client id that exists already with duplicate_m2m_client_id, keeping the first client', async () => {
    const clientId = `m2m-client-test-${crypto.randomUUID()}`;
    const { m2m_client: first } = await env.sdk.call('m2m.clients.create', {
      client_id: clientId,
      client_name: 'first',
    });
    await expect(
      env.sdk.call('m2m.clients.create', { client_id: clientId, client_name: 'second' }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'duplicate_m2m_client_id' });
    const read = await env.sdk.call('m2m.clients.get', { client_id: clientId });
    expect(read.m2m_client).toMatchObject({
      client_name: 'first',
      client_secret_last_four: first.client_secret.slice(-4),
    });
  });
});

describe('the M2M token route refuses in OAuth words', () => {
  const tokenUrl = () => `${env.emulator.httpUrl}/v1/public/${BACKEND_PROJECT.projectId}/oauth2/token`;

  /** The token route's refusal: OAuth's keys, and the envelope's beside them. */
  type TokenRefusal = {
    error: string;
    error_description: string;
    error_uri: string;
    status_code: number;
    request_id: string;
    error_type: string;
    error_message: string;
    error_url: string;
  };

  async function postToken(body: string, contentType: string) {
    const response = await fetch(tokenUrl(), {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return { status: response.status, json: (await response.json()) as TokenRefusal };
  }

  const form = (fields: Record<string, string>) =>
    [new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded'] as const;

  it('answers an unknown client and an unknown project with invalid_client through the SDK', async () => {
    await expect(
      env.sdk.call('m2m.token', { client_id: 'm2m-client-test-nobody', client_secret: 'whatever' }),
    ).rejects.toMatchObject({ name: 'StytchError', status_code: 400, error_type: 'invalid_client' });
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', { scopes: ['read:users'] });
    const elsewhere = await env.sdkAs({ project_id: 'project-test-nobody', secret: BACKEND_PROJECT.secret });
    await expect(
      elsewhere.call('m2m.token', { client_id: client.client_id, client_secret: client.client_secret }),
    ).rejects.toMatchObject({
      name: 'StytchError',
      status_code: 400,
      error_type: 'invalid_client',
      error_message: expect.stringContaining('project-test-nobody'),
    });
  });

  it('answers with the OAuth body, and the envelope keys beside it', async () => {
    const { status, json } = await postToken(
      ...form({ grant_type: 'client_credentials', client_id: 'm2m-client-test-nobody', client_secret: 's' }),
    );
    expect(status).toBe(400);
    expect(Object.keys(json).sort()).toEqual(
      [
        'error',
        'error_description',
        'error_uri',
        'error_message',
        'error_type',
        'error_url',
        'request_id',
        'status_code',
      ].sort(),
    );
    expect(json).toMatchObject({
      error: 'invalid_client',
      error_type: 'invalid_client',
      status_code: 400,
      error_description: json.error_message,
      // The SDK reads OAuth's error_uri as its error_url.
      error_uri: json.error_url,
      request_id: expect.any(String),
    });
  });

  it.each([
    ['no grant_type', form({ client_id: 'c', client_secret: 's' }), 'invalid_request', /grant_type/],
    [
      'another grant',
      form({ grant_type: 'authorization_code', client_id: 'c', client_secret: 's' }),
      'unsupported_grant_type',
      /client_credentials/,
    ],
    [
      'no client secret',
      form({ grant_type: 'client_credentials', client_id: 'c' }),
      'invalid_request',
      /client_id and client_secret/,
    ],
    [
      'unparseable JSON',
      ['{"grant_type":', 'application/json'] as const,
      'invalid_request',
      /not valid JSON/,
    ],
    [
      'a JSON array',
      ['["client_credentials"]', 'application/json'] as const,
      'invalid_request',
      /not a JSON object/,
    ],
  ])('answers %s with 400 %s', async (_name, [body, contentType], error, description) => {
    const { status, json } = await postToken(body, contentType);
    expect(status).toBe(400);
    expect(json).toMatchObject({ error, error_type: error, status_code: 400 });
    expect(json.error_description).toMatch(description);
  });

  it('answers an inactive client with invalid_client, and a scope it lacks with invalid_scope', async () => {
    const { m2m_client: client } = await env.sdk.call('m2m.clients.create', { scopes: ['read:users'] });
    const credentials = {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    };
    const scoped = await postToken(...form({ ...credentials, scope: 'read:users admin' }));
    expect([scoped.status, scoped.json.error]).toEqual([400, 'invalid_scope']);
    expect(scoped.json.error_description).toContain('admin');
    await env.sdk.call('m2m.clients.update', { client_id: client.client_id, status: 'inactive' });
    const inactive = await postToken(...form(credentials));
    expect([inactive.status, inactive.json.error]).toEqual([400, 'invalid_client']);
  });
});
