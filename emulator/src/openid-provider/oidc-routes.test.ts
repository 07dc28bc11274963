import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore, startEmulator } from '../server';
import {
  authorizeSubmit,
  logIn,
  pkcePair,
  postForm,
  RP_REDIRECT_URI,
} from '../test-support/connected-app-flows';
import { postSdk } from '../test-support/sdk-over-http';
import { accessTokenHash } from './id-tokens';

const PUBLIC = 'connected-app-test-public';
const CONFIDENTIAL = 'connected-app-test-confidential';
const FIRST_PARTY = 'connected-app-test-first';
const SECRET = 'secret-test-a-fixed-secret-for-tests';
const IDP_PAGE = 'http://localhost:4000/idp.html';

let emulator: RunningEmulator;
let control: ControlClient;
let sessionToken: string;
let userId: string;

beforeEach(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  const app = { client_name: 'RP', redirect_uris: [RP_REDIRECT_URI] };
  await control.upsertConnectedApp({ ...app, client_id: PUBLIC, client_type: 'third_party_public' });
  await control.upsertConnectedApp({
    ...app,
    client_id: CONFIDENTIAL,
    client_type: 'third_party',
    client_secret: SECRET,
  });
  await control.upsertConnectedApp({ ...app, client_id: FIRST_PARTY, client_type: 'first_party_public' });
  ({ sessionToken, userId } = await logIn(emulator.httpUrl, control, 'ada@example.com'));
});
afterEach(async () => {
  await emulator.close();
});

const issuer = () => `${emulator.httpUrl}/v1/public/${control.publicToken}`;
const token = (params: Record<string, string>, headers?: Record<string, string>) =>
  postForm(emulator.httpUrl, control, '/oauth2/token', params, headers);
const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

/** The code of an allowed authorize request, with the PKCE verifier when the client is public. */
async function codeFor(clientId: string, scopes = ['openid', 'email', 'profile', 'offline_access']) {
  const pkce = pkcePair();
  const params = {
    client_id: clientId,
    scopes,
    nonce: 'nonce-1',
    ...(clientId === CONFIDENTIAL ? {} : { code_challenge: pkce.challenge }),
  };
  const { json } = await authorizeSubmit(emulator.httpUrl, control, sessionToken, params, true);
  return { code: json.data.authorization_code as string, verifier: pkce.verifier };
}

async function exchange(clientId = PUBLIC, scopes?: string[]) {
  const { code, verifier } = await codeFor(clientId, scopes);
  return token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: RP_REDIRECT_URI,
    client_id: clientId,
    code_verifier: verifier,
  });
}

function userinfo(accessToken: string | undefined) {
  return fetch(`${issuer()}/oauth2/userinfo`, {
    headers: accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` },
  });
}

describe('discovery', () => {
  it('is refused until the project names its authorization page', async () => {
    const response = await fetch(`${issuer()}/.well-known/openid-configuration`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status_code: 400,
      error_type: 'authorization_endpoint_not_configured_for_project',
    });
  });

  it('names the issuer on the origin called, the page as authorization and logout endpoint, and every endpoint', async () => {
    await control.updateSettings({ idp_authorization_url: IDP_PAGE });
    const response = await fetch(`${issuer()}/.well-known/openid-configuration`);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: issuer(),
      authorization_endpoint: IDP_PAGE,
      end_session_endpoint: IDP_PAGE,
      token_endpoint: `${issuer()}/oauth2/token`,
      userinfo_endpoint: `${issuer()}/oauth2/userinfo`,
      revocation_endpoint: `${issuer()}/oauth2/revoke`,
      jwks_uri: `${issuer()}/.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it('publishes the same keys as the sessions’ JWKS, kept with the project', async () => {
    const jwksAt = async (url: string) => (await (await fetch(url)).json()) as Record<string, unknown>;
    const oidc = await jwksAt(`${issuer()}/.well-known/jwks.json`);
    const sessions = await jwksAt(`${emulator.httpUrl}/v1/sessions/jwks/${control.publicToken}`);
    expect(oidc).toEqual({
      keys: sessions.keys,
      request_id: expect.stringMatching(/^request-id-test-/),
      status_code: 200,
    });
    expect((await control.exportProject()).signing_key?.kid).toBe(
      (oidc.keys as JSONWebKeySet['keys'])[0]?.kid,
    );
  });

  it('keeps its key in the data dir: a restarted emulator publishes the same one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-oidc-keys-'));
    try {
      const keysOn = async (running: RunningEmulator) => {
        const url = `${running.httpUrl}/v1/public/${control.publicToken}/.well-known/jwks.json`;
        return ((await (await fetch(url)).json()) as JSONWebKeySet).keys;
      };
      const first = await startEmulator({ dataDir });
      await createControlClient(first.httpUrl, control.publicToken).settings();
      const before = await keysOn(first);
      await first.close();
      const second = await startEmulator({ dataDir });
      const after = await keysOn(second);
      await second.close();
      expect(after).toEqual(before);
      expect(after.map((key) => key.alg)).toEqual(['RS256']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('knows no project the client never loaded', async () => {
    const response = await fetch(
      `${emulator.httpUrl}/v1/public/public-token-test-nobody/.well-known/openid-configuration`,
    );
    expect(response.status).toBe(404);
  });
});

describe('the token endpoint', () => {
  it('trades a code for an access token, a refresh token and an RS256 ID token, verified against the JWKS', async () => {
    const { status, json, headers } = await exchange();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(json).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile offline_access',
    });
    const jwks = (await (await fetch(`${issuer()}/.well-known/jwks.json`)).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(json.id_token, createLocalJWKSet(jwks), {
      issuer: issuer(),
      audience: PUBLIC,
    });
    expect(payload).toMatchObject({
      sub: userId,
      azp: PUBLIC,
      nonce: 'nonce-1',
      at_hash: accessTokenHash(json.access_token),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      auth_time: expect.any(Number),
    });
    expect(decodeProtectedHeader(json.id_token)).toMatchObject({ alg: 'RS256', kid: jwks.keys[0]?.kid });
  });

  it('issues no refresh token without offline_access, and no ID token without openid', async () => {
    const { json } = await exchange(PUBLIC, ['email']);
    expect(json.access_token).toEqual(expect.any(String));
    expect(json).not.toHaveProperty('refresh_token');
    expect(json).not.toHaveProperty('id_token');
  });

  it('refuses a code used twice, and revokes the tokens issued for it', async () => {
    const { code, verifier } = await codeFor(PUBLIC);
    const params = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: RP_REDIRECT_URI,
      client_id: PUBLIC,
      code_verifier: verifier,
    };
    const first = await token(params);
    const second = await token(params);
    expect([second.status, second.json.error]).toEqual([400, 'invalid_grant']);
    expect((await userinfo(first.json.access_token)).status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { code, verifier } = await codeFor(PUBLIC);
    await control.advanceClock(10 * 60_000 + 1);
    const expired = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: RP_REDIRECT_URI,
      client_id: PUBLIC,
      code_verifier: verifier,
    });
    expect([expired.status, expired.json.error]).toEqual([400, 'invalid_grant']);
  });

  it.each([
    ['a wrong verifier', { code_verifier: pkcePair().verifier }],
    ['no verifier', { code_verifier: undefined }],
    ['another redirect URI', { redirect_uri: 'http://localhost:4100/other' }],
    ["another client's id", { client_id: FIRST_PARTY }],
  ])('refuses a code with %s', async (_, change) => {
    const { code, verifier } = await codeFor(PUBLIC);
    const params: Record<string, string | undefined> = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: RP_REDIRECT_URI,
      client_id: PUBLIC,
      code_verifier: verifier,
      ...change,
    };
    const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const refused = await token(defined);
    expect([refused.status, refused.json.error]).toEqual([400, 'invalid_grant']);
  });

  it('authenticates a confidential client by client_secret_basic or client_secret_post', async () => {
    const viaBasic = await codeFor(CONFIDENTIAL);
    const params = { grant_type: 'authorization_code', redirect_uri: RP_REDIRECT_URI };
    expect((await token({ ...params, code: viaBasic.code }, basic(CONFIDENTIAL, SECRET))).status).toBe(200);
    const viaPost = await codeFor(CONFIDENTIAL);
    const posted = await token({
      ...params,
      code: viaPost.code,
      client_id: CONFIDENTIAL,
      client_secret: SECRET,
    });
    expect(posted.status).toBe(200);
  });

  it('refuses a wrong or missing client secret with invalid_client, challenging Basic credentials', async () => {
    const { code } = await codeFor(CONFIDENTIAL);
    const params = { grant_type: 'authorization_code', redirect_uri: RP_REDIRECT_URI, code };
    const wrong = await token(params, basic(CONFIDENTIAL, 'secret-test-wrong-wrong-wrong'));
    expect([wrong.status, wrong.json.error]).toEqual([401, 'invalid_client']);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    const missing = await token({ ...params, client_id: CONFIDENTIAL });
    expect([missing.status, missing.json.error]).toEqual([401, 'invalid_client']);
    const unknown = await token({ ...params, client_id: 'connected-app-test-nobody' });
    expect([unknown.status, unknown.json.error]).toEqual([401, 'invalid_client']);
  });

  it('challenges with Basic on every invalid_client 401, whatever method the client tried', async () => {
    const { code } = await codeFor(CONFIDENTIAL);
    const params = { grant_type: 'authorization_code', redirect_uri: RP_REDIRECT_URI, code };
    const revoke = (form: Record<string, string>) =>
      postForm(emulator.httpUrl, control, '/oauth2/revoke', { token: 'x', ...form });
    const refusals = [
      await token({ ...params, client_id: CONFIDENTIAL, client_secret: 'secret-test-wrong-wrong-wrong' }),
      await token({ ...params, client_id: CONFIDENTIAL }),
      await token({ ...params, client_id: 'connected-app-test-nobody' }),
      await token(params),
      await token({ ...params, client_id: PUBLIC, client_secret: 'secret-test-for-a-public-one' }),
      await revoke({ client_id: CONFIDENTIAL, client_secret: 'secret-test-wrong-wrong-wrong' }),
      await revoke({ client_id: 'connected-app-test-nobody' }),
    ];
    for (const refusal of refusals) {
      expect([refusal.status, refusal.json.error]).toEqual([401, 'invalid_client']);
      expect(refusal.headers.get('www-authenticate')).toBe('Basic realm="connected apps", charset="UTF-8"');
    }
  });

  it('answers unsupported_grant_type, and invalid_request for a missing grant type or a JSON body', async () => {
    const implicit = await token({ grant_type: 'password', client_id: PUBLIC });
    expect([implicit.status, implicit.json.error]).toEqual([400, 'unsupported_grant_type']);
    const none = await token({ client_id: PUBLIC });
    expect([none.status, none.json.error]).toEqual([400, 'invalid_request']);
    const json = await fetch(`${issuer()}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', client_id: PUBLIC }),
    });
    expect([json.status, ((await json.json()) as { error: string }).error]).toEqual([400, 'invalid_request']);
  });
});

describe('refresh tokens', () => {
  const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: PUBLIC, ...extra });

  it('rotate: the new one works, the used one is refused and revokes the whole grant', async () => {
    const { json: first } = await exchange();
    const { status, json: second } = await refresh(first.refresh_token);
    expect(status).toBe(200);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const replay = await refresh(first.refresh_token);
    expect([replay.status, replay.json.error]).toEqual([400, 'invalid_grant']);
    expect((await refresh(second.refresh_token)).json.error).toBe('invalid_grant');
    expect((await userinfo(second.access_token)).status).toBe(401);
  });

  it('may narrow the scope, never widen it', async () => {
    const { json } = await exchange(PUBLIC, ['openid', 'email', 'offline_access']);
    const wider = await refresh(json.refresh_token, { scope: 'openid email profile' });
    expect([wider.status, wider.json.error]).toEqual([400, 'invalid_scope']);
    const narrower = await refresh(json.refresh_token, { scope: 'openid' });
    expect(narrower.json.scope).toBe('openid');
  });
});

describe('userinfo', () => {
  it('answers the claims the scopes release', async () => {
    const { json } = await exchange(PUBLIC, ['openid', 'email']);
    const response = await userinfo(json.access_token);
    expect(await response.json()).toEqual({ sub: userId, email: 'ada@example.com', email_verified: true });
  });

  it('refuses a missing or unknown token with invalid_token and a Bearer challenge', async () => {
    for (const accessToken of [undefined, 'not-a-token']) {
      const response = await userinfo(accessToken);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_token');
    }
  });

  it('refuses a token after the access token expires', async () => {
    const { json } = await exchange();
    await control.advanceClock(60 * 60_000 + 1);
    expect((await userinfo(json.access_token)).status).toBe(401);
  });
});

describe('revocation', () => {
  const revoke = (tokenToRevoke: string, clientId = PUBLIC) =>
    postForm(emulator.httpUrl, control, '/oauth2/revoke', { token: tokenToRevoke, client_id: clientId });

  it('revokes an access token; an unknown token or another client’s is answered alike and kept', async () => {
    const { json } = await exchange();
    expect((await revoke(json.access_token, FIRST_PARTY)).status).toBe(200);
    expect((await userinfo(json.access_token)).status).toBe(200);
    expect((await revoke('never-issued')).status).toBe(200);
    expect((await revoke(json.access_token)).status).toBe(200);
    expect((await userinfo(json.access_token)).status).toBe(401);
  });

  it('revokes a refresh token with the access tokens of its grant', async () => {
    const { json } = await exchange();
    await revoke(json.refresh_token);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: json.refresh_token,
      client_id: PUBLIC,
    });
    expect(refreshed.json.error).toBe('invalid_grant');
    expect((await userinfo(json.access_token)).status).toBe(401);
  });
});

describe('sessions/exchange_access_token with an access token of the identity provider', () => {
  it("gives a first-party client's full_access token a session, until the user revokes the app", async () => {
    const { json } = await exchange(FIRST_PARTY, ['openid', 'full_access']);
    const exchangeBody = { access_token: json.access_token, session_duration_minutes: 60 };
    const exchanged = await postSdk(
      emulator.httpUrl,
      control,
      '/sessions/exchange_access_token',
      exchangeBody,
    );
    expect([exchanged.status, exchanged.json.data?.user_id]).toEqual([200, userId]);
    await control.revokeUserConnectedApp(userId, FIRST_PARTY);
    const refused = await postSdk(emulator.httpUrl, control, '/sessions/exchange_access_token', exchangeBody);
    expect([refused.status, refused.json.error_type]).toEqual([404, 'idp_access_token_not_found']);
  });
});
