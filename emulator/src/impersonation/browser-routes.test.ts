import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

async function control(emulator: Emulator, path: string, body?: unknown) {
  return emulator.call({ path: `/control/v1/projects/${emulator.publicToken}${path}`, body });
}

/** A user, and an impersonation token minted for it through the control API. */
async function mintToken(emulator: Emulator) {
  const ada = await emulator.login('ada@example.com');
  const minted = await control(emulator, '/impersonation_tokens', {
    user_id: ada.user_id,
    impersonator_id: 'member-test-support',
    impersonator_email_address: 'support@example.com',
  });
  expect(minted.status).toBe(201);
  return {
    userId: ada.user_id,
    token: minted.json.data.impersonation_token as string,
    minted: minted.json.data,
  };
}

function authenticate(emulator: Emulator, impersonation_token: string) {
  return emulator.call({ path: '/impersonation/authenticate', body: { impersonation_token } });
}

describe('impersonation authenticate', () => {
  it('logs in as the user with a new session whose factor names the impersonator', async () => {
    const emulator = sdkTestClient();
    const { userId, token, minted } = await mintToken(emulator);
    expect(Date.parse(minted.expires_at) - Date.parse(minted.created_at)).toBe(5 * 60_000);
    const { status, json } = await authenticate(emulator, token);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ user_id: userId, user: { user_id: userId } });
    expect(json.data.session_token).toMatch(/.+/);
    expect(json.data.session_jwt.split('.')).toHaveLength(3);
    expect(json.data.session.authentication_factors).toEqual([
      {
        type: 'impersonated',
        delivery_method: 'impersonation',
        last_authenticated_at: expect.any(String),
        impersonated_factor: {
          impersonator_id: 'member-test-support',
          impersonator_email_address: 'support@example.com',
        },
      },
    ]);
    const { last_accessed_at, expires_at } = json.data.session;
    expect(Date.parse(expires_at) - Date.parse(last_accessed_at)).toBe(60 * 60_000);
  });

  it('works once', async () => {
    const emulator = sdkTestClient();
    const { token } = await mintToken(emulator);
    expect((await authenticate(emulator, token)).status).toBe(200);
    const again = await authenticate(emulator, token);
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('unable_to_auth_impersonation_token');
    expect(again.detail).toContain('already used');
  });

  it('expires five minutes later on the project clock', async () => {
    const emulator = sdkTestClient();
    const { token } = await mintToken(emulator);
    await control(emulator, '/clock', { advance_ms: 5 * 60_000 });
    const { status, json, detail } = await authenticate(emulator, token);
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_impersonation_token');
    expect(detail).toContain('expired');
  });

  it('refuses an unknown token, and minting for an unknown user', async () => {
    const emulator = sdkTestClient();
    const unknown = await authenticate(emulator, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.json.error_type).toBe('unable_to_auth_impersonation_token');
    const minted = await control(emulator, '/impersonation_tokens', { user_id: 'user-test-nobody' });
    expect(minted.status).toBe(404);
    expect(minted.json.error_type).toBe('user_not_found');
  });
});
