import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKEND_PROJECT,
  type BackendEmulator,
  startBackendEmulator,
} from '../test-support/backend-emulator';
import {
  authorizeSubmit,
  logIn,
  pkcePair,
  postForm,
  RP_REDIRECT_URI,
} from '../test-support/connected-app-flows';

const APP = 'connected-app-test-introspection';
const OTHER_APP = 'connected-app-test-introspection-other';
const SECRET = 'secret-test-introspection-app-0001';
const OTHER_SECRET = 'secret-test-introspection-app-0002';
const ISSUER = `stytch.com/${BACKEND_PROJECT.projectId}`;

let env: BackendEmulator;
let sessionToken: string;
let userId: string;
beforeAll(async () => {
  env = await startBackendEmulator();
  const app = { client_name: 'Resource server', redirect_uris: [RP_REDIRECT_URI] };
  await env.control.upsertConnectedApp({
    ...app,
    client_id: APP,
    client_type: 'third_party',
    client_secret: SECRET,
  });
  await env.control.upsertConnectedApp({
    ...app,
    client_id: OTHER_APP,
    client_type: 'third_party',
    client_secret: OTHER_SECRET,
  });
  ({ sessionToken, userId } = await logIn(env.emulator.httpUrl, env.control, 'ada@example.com'));
});
afterAll(async () => {
  await env?.close();
});

/** A code flow of the confidential app with offline_access: its access and refresh tokens. */
async function tokensOfTheApp(clientId = APP, secret = SECRET) {
  const pkce = pkcePair();
  const params = {
    client_id: clientId,
    scopes: ['openid', 'email', 'offline_access'],
    code_challenge: pkce.challenge,
  };
  const submitted = await authorizeSubmit(env.emulator.httpUrl, env.control, sessionToken, params, true);
  const tokens = await postForm(env.emulator.httpUrl, env.control, '/oauth2/token', {
    grant_type: 'authorization_code',
    code: submitted.json.data.authorization_code,
    redirect_uri: RP_REDIRECT_URI,
    client_id: clientId,
    client_secret: secret,
    code_verifier: pkce.verifier,
  });
  expect(tokens.status).toBe(200);
  return {
    accessToken: tokens.json.access_token as string,
    refreshToken: tokens.json.refresh_token as string,
  };
}

/** The introspection endpoint as any RFC 7662 client calls it (plain HTTP, no SDK). */
async function introspect(params: Record<string, string>) {
  const response = await fetch(
    `${env.emulator.httpUrl}/v1/public/${BACKEND_PROJECT.projectId}/oauth2/introspect`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    },
  );
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const introspectNetwork = (token: string, client_id = APP, client_secret = SECRET) =>
  env.sdk.call('idp.introspectTokenNetwork', { token, client_id, client_secret });

describe('token introspection through the backend SDK', () => {
  it('idp.introspectTokenNetwork answers a live access token with its user, scope, audience and issuer', async () => {
    const { accessToken } = await tokensOfTheApp();
    const introspected = await introspectNetwork(accessToken);
    expect(introspected).toMatchObject({
      subject: userId,
      scope: 'openid email offline_access',
      audience: [BACKEND_PROJECT.projectId],
      issuer: ISSUER,
      token_type: 'access_token',
      expires_at: expect.any(Number),
      issued_at: expect.any(Number),
    });
    expect(introspected.expires_at - introspected.issued_at).toBe(3600);
    expect(introspected.not_before).toBe(introspected.issued_at);
  });

  it('idp.introspectTokenLocal verifies the same access token against the project JWKS', async () => {
    const { accessToken } = await tokensOfTheApp();
    const project = await env.control.clock();
    const introspected = await env.sdk.call('idp.introspectTokenLocal', accessToken, {
      current_date: new Date(project.now),
    });
    expect(introspected).toMatchObject({
      subject: userId,
      scope: 'openid email offline_access',
      audience: [BACKEND_PROJECT.projectId],
      issuer: ISSUER,
      token_type: 'access_token',
      custom_claims: { client_id: APP },
    });
    expect(introspected.not_before).toBe(introspected.issued_at);
  });

  it('answers { active: false } for an unknown, a revoked and another app’s token', async () => {
    const inactive = { active: false };
    const unknown = await introspect({ token: 'not-a-token', client_id: APP, client_secret: SECRET });
    expect(unknown).toMatchObject({ status: 200, json: inactive });
    expect(unknown.headers.get('cache-control')).toBe('no-store');

    const { accessToken } = await tokensOfTheApp();
    expect(
      (await introspect({ token: accessToken, client_id: OTHER_APP, client_secret: OTHER_SECRET })).json,
    ).toEqual(expect.objectContaining(inactive));

    const revoked = await postForm(env.emulator.httpUrl, env.control, '/oauth2/revoke', {
      token: accessToken,
      client_id: APP,
      client_secret: SECRET,
    });
    expect(revoked.status).toBe(200);
    expect((await introspect({ token: accessToken, client_id: APP, client_secret: SECRET })).json).toEqual(
      expect.objectContaining(inactive),
    );
    await expect(introspectNetwork(accessToken)).rejects.toMatchObject({
      code: 'token_invalid',
      message: expect.stringContaining('Token was not active'),
    });
  });

  it('answers a refresh token until it is used, and reports which kind of token it is', async () => {
    const { refreshToken } = await tokensOfTheApp();
    const params = {
      token: refreshToken,
      client_id: APP,
      client_secret: SECRET,
      token_type_hint: 'refresh_token',
    };
    expect((await introspect(params)).json).toMatchObject({
      active: true,
      token_type: 'refresh_token',
      sub: userId,
      client_id: APP,
    });
    const refreshed = await postForm(env.emulator.httpUrl, env.control, '/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: APP,
      client_secret: SECRET,
    });
    expect(refreshed.status).toBe(200);
    expect((await introspect(params)).json).toMatchObject({ active: false });
  });

  it('refuses bad client credentials with 401 and a WWW-Authenticate challenge', async () => {
    const { accessToken } = await tokensOfTheApp();
    const refused = await introspect({
      token: accessToken,
      client_id: APP,
      client_secret: 'secret-test-wrong',
    });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ error: 'invalid_client' });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    await expect(introspectNetwork(accessToken, APP, 'secret-test-wrong')).rejects.toMatchObject({
      code: 'token_invalid',
      message: expect.stringContaining('Could not introspect token'),
    });
  });

  // Last: the project clock only moves forward, and every token of the file would expire with it.
  it('answers inactive once the access token expired on the project clock', async () => {
    const { accessToken } = await tokensOfTheApp();
    await expect(introspectNetwork(accessToken)).resolves.toMatchObject({ subject: userId });
    await env.control.advanceClock(60 * 60 * 1000);
    await expect(introspectNetwork(accessToken)).rejects.toMatchObject({
      code: 'token_invalid',
      message: expect.stringContaining('Token was not active'),
    });
  });
});
