import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { OAuthIdentity } from './oauth-collections';
import { providerJwks, signProviderIdToken, verifyProviderIdToken } from './provider-tokens';

const ADA: OAuthIdentity = {
  provider: 'google',
  provider_subject: '1054321',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: 'https://example.com/ada.png',
  locale: 'en',
};

function newProject() {
  return EmulatorStore.inMemory().project(`public-token-test-${crypto.randomUUID()}`);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('provider ID tokens', () => {
  it('signs a token that the published provider key verifies, with the identity as claims', async () => {
    const project = newProject();
    const token = await signProviderIdToken(project, ADA, { audience: 'app-client', nonce: 'n-1' });
    const jwks = createLocalJWKSet(await providerJwks(project, 'google'));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: 'https://accounts.google.com',
      audience: 'app-client',
      currentDate: new Date(project.clock.now()),
    });
    expect(payload).toMatchObject({
      sub: '1054321',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://example.com/ada.png',
      locale: 'en',
      nonce: 'n-1',
    });
    const [published] = (await providerJwks(project, 'google')).keys;
    expect(published).toEqual({
      kty: 'RSA',
      n: expect.any(String),
      e: 'AQAB',
      kid: expect.stringMatching(/^google-[0-9a-f]{16}$/),
      alg: 'RS256',
      use: 'sig',
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', kid: published?.kid, typ: 'JWT' });
    await expect(jwtVerify(token, jwks, { algorithms: ['ES256'] })).rejects.toThrow();
  });

  it('reads the identity back from its own token', async () => {
    const project = newProject();
    const token = await signProviderIdToken(project, ADA, { audience: 'app-client' });
    expect(await verifyProviderIdToken(project, 'google', token, { audience: 'app-client' })).toEqual(ADA);
  });

  it('keeps each project and provider key apart and stable', async () => {
    const project = newProject();
    const other = newProject();
    const google = await providerJwks(project, 'google');
    expect(await providerJwks(project, 'google')).toEqual(google);
    expect((await providerJwks(project, 'apple')).keys[0]?.n).not.toBe(google.keys[0]?.n);
    expect((await providerJwks(other, 'google')).keys[0]?.n).not.toBe(google.keys[0]?.n);

    const token = await signProviderIdToken(project, ADA, { audience: 'app-client' });
    const foreign = await refusal(verifyProviderIdToken(other, 'google', token, { audience: 'app-client' }));
    expect(foreign).toMatchObject({
      errorType: 'id_token_invalid',
      message: expect.stringMatching(/signature/),
    });
    const apple = await refusal(verifyProviderIdToken(project, 'apple', token, { audience: 'app-client' }));
    expect(apple.errorType).toBe('id_token_invalid');
  });

  it('refuses any token for a provider that has signed none for the project yet', async () => {
    const token = await signProviderIdToken(newProject(), ADA, { audience: 'app-client' });
    const fresh = newProject();
    const refused = await refusal(verifyProviderIdToken(fresh, 'google', token, { audience: 'app-client' }));
    expect(refused).toMatchObject({ errorType: 'id_token_invalid', message: expect.stringMatching(/none/) });
    expect(fresh.collections.oauth_provider_keys.all()).toEqual([]);
  });

  it('makes one key for first sign-ins at once, and keeps it in the data dir across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-provider-keys-'));
    const token = `public-token-test-${crypto.randomUUID()}`;
    try {
      const store = EmulatorStore.open(dir);
      const project = store.project(token);
      const [first, second] = await Promise.all([
        signProviderIdToken(project, ADA, { audience: 'app-client' }),
        signProviderIdToken(project, ADA, { audience: 'app-client' }),
      ]);
      expect(decodeProtectedHeader(first).kid).toBe(decodeProtectedHeader(second).kid);
      expect(project.collections.oauth_provider_keys.all()).toHaveLength(1);
      store.close();

      const reopened = EmulatorStore.open(dir);
      try {
        const identity = await verifyProviderIdToken(reopened.project(token), 'google', first, {
          audience: 'app-client',
        });
        expect(identity).toEqual(ADA);
      } finally {
        reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses another audience, a wrong nonce and a token expired on the project clock', async () => {
    const project = newProject();
    const token = await signProviderIdToken(project, ADA, { audience: 'app-client', nonce: 'n-1' });
    const audience = await refusal(verifyProviderIdToken(project, 'google', token, { audience: 'other' }));
    expect(audience).toMatchObject({
      errorType: 'id_token_incorrect_audience',
      message: expect.stringMatching(/aud/),
    });
    const nonce = await refusal(
      verifyProviderIdToken(project, 'google', token, { audience: 'app-client', nonce: 'n-2' }),
    );
    expect(nonce).toMatchObject({
      errorType: 'id_token_nonce_invalid',
      message: expect.stringMatching(/nonce/),
    });
    project.clock.change({ advance_ms: 3601_000 });
    const expired = await refusal(
      verifyProviderIdToken(project, 'google', token, { audience: 'app-client' }),
    );
    expect(expired).toMatchObject({ errorType: 'id_token_expired', message: expect.stringMatching(/exp/) });
  });

  it('leaves out email claims for an identity without an email', async () => {
    const project = newProject();
    const token = await signProviderIdToken(
      project,
      { ...ADA, provider: 'twitter', email: '' },
      { audience: 'a' },
    );
    const identity = await verifyProviderIdToken(project, 'twitter', token, { audience: 'a' });
    expect(identity).toMatchObject({ provider: 'twitter', email: '', email_verified: false });
  });
});
