import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { OAuthIdentity } from '../store/model';
import { EmulatorStore } from '../store/store';
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
    const jwks = createLocalJWKSet(providerJwks(project, 'google'));
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
    expect(decodeProtectedHeader(token).alg).toBe('ES256');
  });

  it('reads the identity back from its own token', async () => {
    const project = newProject();
    const token = await signProviderIdToken(project, ADA, { audience: 'app-client' });
    expect(await verifyProviderIdToken(project, 'google', token, { audience: 'app-client' })).toEqual(ADA);
  });

  it('keeps each project and provider key apart and stable', async () => {
    const project = newProject();
    expect(providerJwks(project, 'google')).toEqual(providerJwks(project, 'google'));
    expect(providerJwks(project, 'apple').keys[0]?.x).not.toBe(providerJwks(project, 'google').keys[0]?.x);
    expect(providerJwks(newProject(), 'google').keys[0]?.x).not.toBe(
      providerJwks(project, 'google').keys[0]?.x,
    );

    const token = await signProviderIdToken(project, ADA, { audience: 'app-client' });
    const other = await refusal(
      verifyProviderIdToken(newProject(), 'google', token, { audience: 'app-client' }),
    );
    expect(other.errorType).toBe('id_token_invalid');
    const apple = await refusal(verifyProviderIdToken(project, 'apple', token, { audience: 'app-client' }));
    expect(apple.errorType).toBe('id_token_invalid');
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
