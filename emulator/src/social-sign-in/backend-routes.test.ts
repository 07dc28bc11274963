import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKEND_PROJECT,
  type BackendEmulator,
  startBackendEmulator,
} from '../test-support/backend-emulator';
import type { OAuthIdentity } from './oauth-collections';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

const ADA: OAuthIdentity = {
  provider: 'github',
  provider_subject: '1815',
  name: 'Ada',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

/** A start the provider answers at once as `identity`: the token its redirect hands the app. */
async function oauthToken(identity: OAuthIdentity): Promise<string> {
  await env.control.preAnswerOAuth(identity.provider, { identity });
  const query = new URLSearchParams({ public_token: BACKEND_PROJECT.publicToken });
  const started = await fetch(`${env.emulator.httpUrl}/v1/public/oauth/${identity.provider}/start?${query}`, {
    redirect: 'manual',
  });
  return new URL(started.headers.get('location') ?? '').searchParams.get('token') as string;
}

describe('OAuth through the backend SDK', () => {
  it('authenticates the token of an OAuth redirect: a new user, a session, the provider values', async () => {
    const auth = await env.sdk.call('oauth.authenticate', {
      token: await oauthToken(ADA),
      session_duration_minutes: 60,
      session_custom_claims: { via: 'github' },
    });
    expect(auth).toMatchObject({
      provider_subject: '1815',
      provider_type: 'GitHub',
      reset_sessions: false,
      user: { emails: [{ email: 'ada@example.com', verified: true }] },
      // The backend API names the session user_session: the SDK's OAuthAuthenticateResponse reads it so.
      user_session: { custom_claims: { via: 'github' } },
    });
    expect(auth).not.toHaveProperty('session');
    expect(auth.provider_values.id_token).toMatch(/^ey/);
    expect(auth.user_session.authentication_factors[0]).toMatchObject({
      type: 'oauth',
      delivery_method: 'oauth_github',
    });
  });

  it('refuses a token used twice with 400 oauth_token_not_found', async () => {
    const token = await oauthToken({ ...ADA, provider_subject: '1816', email: 'ada2@example.com' });
    await env.sdk.call('oauth.authenticate', { token });
    await expect(env.sdk.call('oauth.authenticate', { token })).rejects.toMatchObject({
      status_code: 400,
      error_type: 'oauth_token_not_found',
    });
  });

  it('refuses a code_verifier for a start without a code_challenge with pkce_did_not_expect_code_verifier', async () => {
    const token = await oauthToken({ ...ADA, provider_subject: '1817', email: 'ada3@example.com' });
    await expect(
      env.sdk.call('oauth.authenticate', { token, code_verifier: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'pkce_did_not_expect_code_verifier' });
    const auth = await env.sdk.call('oauth.authenticate', { token });
    expect(auth.user.emails[0].email).toBe('ada3@example.com');
  });

  it('authenticates with no session_duration_minutes without starting a session', async () => {
    const before = (await env.control.sessions()).length;
    const auth = await env.sdk.call('oauth.authenticate', {
      token: await oauthToken({ ...ADA, provider_subject: '1818', email: 'ada4@example.com' }),
    });
    expect(auth).toMatchObject({ status_code: 200, session_token: '', session_jwt: '' });
    expect(auth.user_session).toBeUndefined();
    expect(await env.control.sessions()).toHaveLength(before);
  });
});
