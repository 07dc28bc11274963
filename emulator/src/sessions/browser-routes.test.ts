import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';

describe('POST /sdk/v1/sessions/authenticate', () => {
  it('answers a live session token with the AUTH response and keeps the session id', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login('ada@example.com');
    const { status, json } = await call({
      path: '/sessions/authenticate',
      body: {},
      sessionToken: auth.session_token,
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      user_id: auth.user_id,
      user: { user_id: auth.user_id, emails: [expect.objectContaining({ email: 'ada@example.com' })] },
      session: { session_id: auth.session.session_id, user_id: auth.user_id },
      session_token: auth.session_token,
    });
    expect(json.data.session_jwt.split('.')).toHaveLength(3);
    expect(json.data.session).not.toHaveProperty('session_token');
  });

  it('answers session_not_found, which logs the client out, for a session whose user is gone', async () => {
    const { call, login, project } = sdkTestClient();
    const auth = await login('orphan@example.com');
    // Only a raw delete (an old data dir, a hand-edited store) leaves the session behind.
    project().collections.users.delete(auth.user_id);
    const { status, json } = await call({
      path: '/sessions/authenticate',
      body: {},
      sessionToken: auth.session_token,
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });

  it('extends the session by session_duration_minutes', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login('ada@example.com', 10);
    const before = Date.now();
    const { json } = await call({
      path: '/sessions/authenticate',
      body: { session_duration_minutes: 120 },
      sessionToken: auth.session_token,
    });
    const expiresAt = Date.parse(json.data.session.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 120 * 60_000);
    expect(expiresAt).toBeLessThan(before + 121 * 60_000);
    expect(Date.parse(json.data.session.last_accessed_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('extends by the last duration when the refresh names none', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login('ada@example.com', 30);
    const before = Date.now();
    const { json } = await call({
      path: '/sessions/authenticate',
      body: {},
      sessionToken: auth.session_token,
    });
    expect(Date.parse(json.data.session.expires_at)).toBeGreaterThanOrEqual(before + 30 * 60_000);
  });

  it('signs a fresh JWT naming the user and the session', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const { json } = await call({
      path: '/sessions/authenticate',
      body: {},
      sessionToken: auth.session_token,
    });
    const claims = decodeJwt(json.data.session_jwt);
    expect(claims.sub).toBe(auth.user_id);
    expect(claims['https://stytch.com/session']).toMatchObject({ id: auth.session.session_id });
  });

  it.each([
    ['no session token', undefined],
    ['an unknown session token', 'not-a-real-token'],
  ])('answers %s with session_not_found', async (_case, sessionToken) => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/sessions/authenticate', body: {}, sessionToken });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });

  it('answers an expired session with session_not_found', async () => {
    const { call, login, project } = sdkTestClient();
    const auth = await login('ada@example.com', 60);
    project().clock.change({ advance_ms: 60 * 60_000 });
    const { status, json } = await call({
      path: '/sessions/authenticate',
      body: {},
      sessionToken: auth.session_token,
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });

  it('refuses a duration below five minutes', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const { status, json } = await call({
      path: '/sessions/authenticate',
      body: { session_duration_minutes: 1 },
      sessionToken: auth.session_token,
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('invalid_session_duration_minutes');
  });
});

describe('POST /sdk/v1/sessions/revoke', () => {
  it('ends the session so it no longer authenticates, with no request body', async () => {
    const { call, login, project } = sdkTestClient();
    const auth = await login();
    const revoked = await call({ path: '/sessions/revoke', sessionToken: auth.session_token });
    expect(revoked.status).toBe(200);
    expect(project().collections.sessions.size).toBe(0);
    const after = await call({ path: '/sessions/authenticate', body: {}, sessionToken: auth.session_token });
    expect(after.json.error_type).toBe('session_not_found');
  });

  it('answers a caller without a session with session_not_found', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/sessions/revoke' });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });
});

describe('GET /v1/sessions/jwks/:public_token', () => {
  it('answers a string that is not a public token with 401 unauthorized_credentials and creates no project', async () => {
    const { call, store } = sdkTestClient();
    const { status, json } = await call({
      method: 'GET',
      path: '/v1/sessions/jwks/anything-at-all',
      anonymous: true,
    });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unauthorized_credentials');
    expect(store.projects()).toEqual([]);
  });
});
