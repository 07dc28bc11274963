import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../testing/backend-emulator';

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
    ).rejects.toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
    await expect(
      env.sdk.call('m2m.token', {
        client_id: client.client_id,
        client_secret: client.client_secret,
        scopes: ['admin'],
      }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'invalid_scope' });
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
    ).rejects.toMatchObject({ status_code: 401 });

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
    ).rejects.toMatchObject({ status_code: 401 });
  });
});
