import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

async function control(emulator: Emulator, path: string, body?: unknown, method: 'POST' | 'PATCH' = 'POST') {
  return emulator.call({ method, path: `/control/v1/projects/${emulator.publicToken}${path}`, body });
}

describe('sessions exchange_access_token', () => {
  async function mint(emulator: Emulator, body: Record<string, unknown> = {}) {
    const ada = await emulator.login('ada@example.com');
    const minted = await control(emulator, '/access_tokens', { user_id: ada.user_id, ...body });
    expect(minted.status).toBe(201);
    return { userId: ada.user_id, accessToken: minted.json.data.access_token as string };
  }

  function exchange(emulator: Emulator, access_token: string) {
    return emulator.call({
      path: '/sessions/exchange_access_token',
      body: { access_token, session_duration_minutes: 30 },
    });
  }

  it('trades a minted access token for a session with an access-token-exchange factor naming the client', async () => {
    const emulator = sdkTestClient();
    const { userId, accessToken } = await mint(emulator, { client_id: 'connected-app-test-cli' });
    const { status, json } = await exchange(emulator, accessToken);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ user_id: userId, user: { user_id: userId } });
    expect(json.data.session_token).toMatch(/.+/);
    expect(json.data.session_jwt.split('.')).toHaveLength(3);
    expect(json.data.session.authentication_factors).toEqual([
      {
        type: 'oauth_access_token_exchange',
        delivery_method: 'oauth_access_token_exchange',
        last_authenticated_at: expect.any(String),
        oauth_access_token_exchange_factor: { client_id: 'connected-app-test-cli' },
      },
    ]);
    const { last_accessed_at, expires_at } = json.data.session;
    expect(Date.parse(expires_at) - Date.parse(last_accessed_at)).toBe(30 * 60_000);
  });

  it('refuses an unknown token, a token past its expiry on the project clock, and one without full_access', async () => {
    const emulator = sdkTestClient();
    const unknown = await exchange(emulator, 'not-a-token');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe('idp_access_token_not_found');

    const { accessToken } = await mint(emulator, { expires_in_minutes: 10 });
    await control(emulator, '/clock', { advance_ms: 10 * 60_000 });
    const expired = await exchange(emulator, accessToken);
    expect(expired.status).toBe(401);
    expect(expired.json.error_type).toBe('idp_access_token_expired');

    const narrow = await mint(emulator, { scopes: ['openid'] });
    const refused = await exchange(emulator, narrow.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('oauth_access_token_exchange_missing_full_access');
  });
});

describe('sessions attest', () => {
  const ISSUER = 'https://auth.example';
  const AUDIENCE = 'foyer-tests';

  /** A project trusting tokens signed with a fresh key, and a signer of such tokens. */
  async function withProfile(emulator: Emulator, profile: Record<string, unknown> = {}) {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const patched = await control(
      emulator,
      '/settings',
      {
        trusted_token_profiles: [
          {
            profile_id: 'profile-test-1',
            issuer: ISSUER,
            audience: AUDIENCE,
            public_key_pems: [await exportSPKI(publicKey)],
            ...profile,
          },
        ],
      },
      'PATCH',
    );
    expect(patched.status).toBe(200);
    return (claims: Record<string, unknown>, { issuer = ISSUER, expiresIn = '5m', key = privateKey } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(new Date(emulator.project().clock.now()))
        .setExpirationTime(expiresIn)
        .sign(key);
  }

  function attest(emulator: Emulator, token: string, extra: Record<string, unknown> = {}) {
    return emulator.call({
      path: '/sessions/attest',
      body: { profile_id: 'profile-test-1', token, session_duration_minutes: 30, ...extra },
    });
  }

  it('logs in the user the token names, with a trusted_auth_token factor carrying the token id', async () => {
    const emulator = sdkTestClient();
    const sign = await withProfile(emulator);
    const ada = await emulator.login('ada@example.com');
    const { status, json } = await attest(emulator, await sign({ email: 'Ada@Example.com', jti: 'token-1' }));
    expect(status).toBe(200);
    expect(json.data.user_id).toBe(ada.user_id);
    expect(json.data.session_token).not.toBe(ada.session_token);
    expect(json.data.session.authentication_factors).toEqual([
      {
        type: 'trusted_auth_token',
        delivery_method: 'trusted_token_exchange',
        last_authenticated_at: expect.any(String),
        trusted_auth_token_factor: { token_id: 'token-1' },
      },
    ]);
  });

  it('adds the factor to the session named in the body', async () => {
    const emulator = sdkTestClient();
    const sign = await withProfile(emulator);
    const ada = await emulator.login('ada@example.com');
    const { json } = await attest(emulator, await sign({ email: 'ada@example.com', jti: 't' }), {
      session_token: ada.session_token,
    });
    expect(json.data.session.session_id).toBe(ada.session.session_id);
    expect(json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'trusted_auth_token',
    ]);
  });

  it('creates the user when the profile may provision, and refuses an unknown email otherwise', async () => {
    const emulator = sdkTestClient();
    const sign = await withProfile(emulator);
    const refused = await attest(emulator, await sign({ email: 'new@example.com', jti: 't' }));
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('user_not_found');

    const provisioning = sdkTestClient();
    const signNew = await withProfile(provisioning, { can_jit_provision: true });
    const { status, json } = await attest(
      provisioning,
      await signNew({ email: 'new@example.com', jti: 't' }),
    );
    expect(status).toBe(200);
    expect(json.data.user.emails).toEqual([
      { email_id: expect.any(String), email: 'new@example.com', verified: true },
    ]);
  });

  it('refuses an unknown profile', async () => {
    const emulator = sdkTestClient();
    const sign = await withProfile(emulator);
    const { status, json } = await attest(emulator, await sign({ email: 'ada@example.com', jti: 't' }), {
      profile_id: 'profile-test-unknown',
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('trusted_token_profile_not_found');
  });

  it('refuses a profile whose key is not a PEM public key', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await control(
      emulator,
      '/settings',
      {
        trusted_token_profiles: [
          { profile_id: 'p', issuer: ISSUER, audience: AUDIENCE, public_key_pems: ['not a key'] },
        ],
      },
      'PATCH',
    );
    expect(status).toBe(400);
    expect(json.error_message).toContain('PEM public key');
  });
});
