import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import { createRemoteJWKSet, type JWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { connectPublicApp, registerPublicApp } from '../test-support/connected-app-flows';
import { reuseSigningKeys } from '../test-support/reused-signing-keys';
import { postSdk } from '../test-support/sdk-over-http';
import { newSigningKey } from './new-signing-key';
import { makeSigningKeysWith } from './project-signing-key';

const CLIENT_ID = 'connected-app-test-keys';

let emulator: RunningEmulator;
let control: ControlClient;
let projectId: string;
let sessionJwt: string;
let idToken: string;
let accessToken: string;

beforeAll(async () => {
  // These tests read the key a project makes for itself, not one the suite reuses under a new id.
  makeSigningKeysWith(newSigningKey);
  emulator = await serveStore(EmulatorStore.inMemory());
  control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  ({ project_id: projectId } = await control.credentials());
  const user = await control.seedUser({ email: 'keys@example.com' });
  const { impersonation_token } = await control.mintImpersonationToken({ userId: user.user_id });
  const signedIn = await postSdk(emulator.httpUrl, control, '/impersonation/authenticate', {
    impersonation_token,
  });
  sessionJwt = signedIn.json.data.session_jwt;
  await registerPublicApp(control, CLIENT_ID);
  const tokens = await connectPublicApp(
    emulator.httpUrl,
    control,
    signedIn.json.data.session_token,
    CLIENT_ID,
  );
  ({ id_token: idToken, access_token: accessToken } = tokens.json);
});
afterAll(async () => {
  await emulator?.close();
  reuseSigningKeys();
});

const sessionsJwksUrl = () => new URL(`${emulator.httpUrl}/v1/sessions/jwks/${projectId}`);
const oidcJwksUrl = () =>
  new URL(`${emulator.httpUrl}/v1/public/${control.publicToken}/.well-known/jwks.json`);

async function fetchJwks(url: URL) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as { keys: (JWK & Record<string, unknown>)[] } & Record<string, unknown>;
}

describe("the project's JWKS", () => {
  it('answers with the provider’s fields in its order, and its envelope', async () => {
    const jwks = await fetchJwks(sessionsJwksUrl());
    expect(Object.keys(jwks).sort()).toEqual(['keys', 'request_id', 'status_code']);
    expect(jwks.request_id).toMatch(/^request-id-test-[0-9a-f-]{36}$/);
    expect(jwks.status_code).toBe(200);
    const [key] = jwks.keys;
    expect(jwks.keys).toHaveLength(1);
    expect(Object.keys(key ?? {})).toEqual([
      'kty',
      'use',
      'key_ops',
      'alg',
      'kid',
      'x5c',
      'x5tS256',
      'n',
      'e',
    ]);
    expect(key).toEqual({
      kty: 'RSA',
      use: 'sig',
      key_ops: ['verify'],
      alg: 'RS256',
      kid: expect.stringMatching(/^jwk-test-[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/),
      x5c: [expect.stringMatching(/^MII[A-Za-z0-9+/]+={0,2}$/)],
      x5tS256: expect.stringMatching(/^[A-Za-z0-9_-]{43}=$/),
      n: expect.stringMatching(/^[A-Za-z0-9_-]{342}$/),
      e: 'AQAB',
    });
  });

  it('holds a self-signed certificate of that very key in x5c, with its SHA-256 thumbprint in x5tS256', async () => {
    const [key] = (await fetchJwks(sessionsJwksUrl())).keys;
    const der = Buffer.from(String(key?.x5c?.[0]), 'base64');
    const certificate = new X509Certificate(der);
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.subject).toBe(`CN=${key?.kid}`);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const published = createPublicKey({ key: { kty: 'RSA', n: key?.n, e: key?.e }, format: 'jwk' });
    expect(certificate.publicKey.equals(published)).toBe(true);
    expect(Buffer.from(String(key?.x5tS256), 'base64url')).toEqual(createHash('sha256').update(der).digest());
  });

  it('is one set for sessions and connected apps, the same on every call', async () => {
    const sessions = await fetchJwks(sessionsJwksUrl());
    const oidc = await fetchJwks(oidcJwksUrl());
    expect(oidc.keys).toEqual(sessions.keys);
    expect((await fetchJwks(sessionsJwksUrl())).keys).toEqual(sessions.keys);
  });
});

describe('verifying with the JWKS over the listener, pinned to RS256', () => {
  const tokens = () => ({ 'session JWT': sessionJwt, 'ID token': idToken, 'access token': accessToken });

  it.each(['session JWT', 'ID token', 'access token'] as const)('verifies the %s', async (name) => {
    const token = tokens()[name];
    for (const url of [sessionsJwksUrl(), oidcJwksUrl()]) {
      const { protectedHeader } = await jwtVerify(token, createRemoteJWKSet(url), { algorithms: ['RS256'] });
      expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    }
  });

  it.each(['session JWT', 'ID token', 'access token'] as const)(
    'refuses the %s when pinned to ES256',
    async (name) => {
      const keys = createRemoteJWKSet(sessionsJwksUrl());
      await expect(jwtVerify(tokens()[name], keys, { algorithms: ['ES256'] })).rejects.toMatchObject({
        code: 'ERR_JOSE_ALG_NOT_ALLOWED',
      });
    },
  );
});

describe('the key’s lifecycle', () => {
  it('keeps the key across a reset', async () => {
    const before = (await fetchJwks(sessionsJwksUrl())).keys;
    await control.resetProject();
    expect((await fetchJwks(sessionsJwksUrl())).keys).toEqual(before);
  });

  it('makes the key when the JWKS is asked for first, so a set fetched early verifies later tokens', async () => {
    const fresh = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
    const { project_id } = await fresh.credentials();
    const early = await fetchJwks(new URL(`${emulator.httpUrl}/v1/sessions/jwks/${project_id}`));
    expect((await fresh.exportProject()).signing_key?.kid).toBe(early.keys[0]?.kid);
  });

  it('makes no key for a project that only exists', async () => {
    const idle = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
    await idle.settings();
    expect((await idle.exportProject()).signing_key).toBeNull();
  });
});
