import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import type { OAuthIdentity } from '../social-sign-in/oauth-collections';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): ControlClient {
  return createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
}

const ADA: OAuthIdentity = {
  provider: 'github',
  provider_subject: '1815',
  name: 'Ada',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

async function refusal(promise: Promise<unknown>): Promise<ControlApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ControlApiError);
  return error as ControlApiError;
}

/** Navigates to the start as the client would, without following the redirect. */
async function start(control: ControlClient, provider: string) {
  await control.settings(); // the project exists, as after the client's bootstrap
  const query = new URLSearchParams({ public_token: control.publicToken });
  return fetch(`${emulator.httpUrl}/v1/public/oauth/${provider}/start?${query}`, { redirect: 'manual' });
}

describe('OAuth over the control API', () => {
  it("adds identities, replaces one by its subject, and lists the project's or one provider's", async () => {
    const control = newProject();
    expect(await control.addOAuthIdentity(ADA)).toEqual(ADA);
    const grace = { ...ADA, provider: 'google' as const, provider_subject: '1906', name: 'Grace' };
    await control.addOAuthIdentity(grace);
    await control.addOAuthIdentity({ ...ADA, name: 'Ada Lovelace' });
    expect(await control.oauthIdentities()).toEqual([{ ...ADA, name: 'Ada Lovelace' }, grace]);
    expect(await control.oauthIdentities('google')).toEqual([grace]);
  });

  it('refuses an identity of an unknown provider, with a bad email or picture URL, or missing fields', async () => {
    const control = newProject();
    for (const bad of [
      { ...ADA, provider: 'myspace' },
      { ...ADA, email: 'nope' },
      { ...ADA, picture_url: 'javascript:alert(1)' },
      { ...ADA, provider_subject: '' },
      { provider: 'github', provider_subject: '1' },
    ]) {
      const error = await refusal(control.addOAuthIdentity(bad as OAuthIdentity));
      expect(error.envelope.status_code, JSON.stringify(bad)).toBe(400);
    }
    expect(await control.oauthIdentities()).toEqual([]);
    expect((await refusal(control.oauthIdentities('myspace'))).envelope.status_code).toBe(400);
  });

  it('pre-answers the next start of one provider with an identity, which the provider then knows', async () => {
    const control = newProject();
    await control.preAnswerOAuth('github', { identity: ADA });
    const answered = await start(control, 'github');
    expect(answered.status).toBe(302);
    expect(new URL(answered.headers.get('location') ?? '').searchParams.get('stytch_token_type')).toBe(
      'oauth',
    );
    expect(await control.oauthIdentities('github')).toEqual([ADA]);
    expect((await start(control, 'github')).status).toBe(200);
  });

  it('pre-answers with cancel, and forgets unused pre-answers when cleared', async () => {
    const control = newProject();
    await control.preAnswerOAuth('apple', { cancel: true });
    await control.preAnswerOAuth('github', { identity: ADA });
    const cancelled = await start(control, 'apple');
    expect(new URL(cancelled.headers.get('location') ?? '').searchParams.get('error')).toBe('access_denied');
    await control.clearOAuthPreAnswers();
    expect((await start(control, 'github')).status).toBe(200);
  });

  it("refuses a pre-answer with another provider's identity, or for an unknown provider", async () => {
    const control = newProject();
    const mismatch = await refusal(control.preAnswerOAuth('google', { identity: ADA }));
    expect(mismatch.envelope.error_type).toBe('invalid_oauth_identity');
    const unknown = await refusal(control.preAnswerOAuth('myspace', { cancel: true }));
    expect(unknown.envelope.error_type).toBe('invalid_oauth_provider');
  });

  it('sets the disabled providers and the Google client id, refusing unknown providers', async () => {
    const control = newProject();
    const defaults = await control.settings();
    expect(defaults.oauth_disabled_providers).toEqual([]);
    expect(defaults.google_client_id).toBe('emulator-google-client.apps.googleusercontent.com');
    const updated = await control.updateSettings({
      oauth_disabled_providers: ['github'],
      google_client_id: 'shop.apps.googleusercontent.com',
    });
    expect(updated).toMatchObject({
      oauth_disabled_providers: ['github'],
      google_client_id: 'shop.apps.googleusercontent.com',
    });
    expect((await start(control, 'github')).status).toBe(400);
    expect(
      (await refusal(control.updateSettings({ oauth_disabled_providers: ['myspace'] }))).envelope.status_code,
    ).toBe(400);
  });
});
