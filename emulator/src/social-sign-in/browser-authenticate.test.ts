import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { codeChallengeFor } from '../links/pkce';
import {
  authenticateOAuth,
  identity,
  signInThroughPage,
  startOAuth,
  tokenOf,
} from '../test-support/oauth-flows';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { createUserWithEmail } from '../test-support/test-users';
import { OAUTH_TOKEN_MINUTES } from './oauth-tokens';
import { providerJwks } from './provider-tokens';

const ADA = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  email_verified: 'true',
  provider_subject: '1815',
};

async function tokenThroughPage(
  emulator: ReturnType<typeof sdkTestClient>,
  provider: string,
  fields: Record<string, string> = ADA,
  params: Record<string, string> = {},
) {
  return tokenOf((await signInThroughPage(emulator, provider, fields, params)).headers.get('location'));
}

describe('POST /sdk/v1/oauth/authenticate', () => {
  it('creates the user with the provider registration and an oauth_<provider> factor', async () => {
    const emulator = sdkTestClient();
    const token = await tokenThroughPage(emulator, 'google', {
      ...ADA,
      picture_url: 'https://example.com/a.png',
      locale: 'en-GB',
    });
    const answer = await authenticateOAuth(emulator, token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const data = answer.json.data;
    expect(data.user.name).toEqual({ first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' });
    expect(data.user.emails).toEqual([
      { email_id: expect.any(String), email: 'ada@example.com', verified: true },
    ]);
    expect(data.user.providers).toEqual([
      {
        oauth_user_registration_id: expect.stringMatching(/^oauth-user-test-/),
        provider_subject: '1815',
        provider_type: 'Google',
        profile_picture_url: 'https://example.com/a.png',
        locale: 'en-GB',
      },
    ]);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'oauth',
        delivery_method: 'oauth_google',
        last_authenticated_at: expect.any(String),
        google_oauth_factor: {
          id: data.user.providers[0].oauth_user_registration_id,
          email_id: data.user.emails[0].email_id,
          provider_subject: '1815',
        },
      },
    ]);
    expect(data).toMatchObject({
      provider_subject: '1815',
      provider_type: 'Google',
      profile_picture_url: 'https://example.com/a.png',
      locale: 'en-GB',
    });
    // Neither client's type of this answer has `user_created`: a new user shows as a new user_id.
    expect(data).not.toHaveProperty('user_created');
    expect(data.session_token).not.toBe('');
    expect(data.session_jwt.split('.')).toHaveLength(3);
  });

  it('returns provider values: tokens, the granted scopes with the custom ones, and an ID token signed for the provider', async () => {
    const emulator = sdkTestClient();
    const token = await tokenThroughPage(emulator, 'google', ADA, {
      custom_scopes: 'https://www.googleapis.com/auth/calendar',
      provider_nonce: 'n-42',
    });
    const { provider_values: values } = (await authenticateOAuth(emulator, token)).json.data;
    expect(values.scopes).toEqual(['openid', 'email', 'profile', 'https://www.googleapis.com/auth/calendar']);
    expect(values.access_token).not.toBe('');
    expect(values.refresh_token).not.toBe('');
    const project = emulator.project();
    expect(Date.parse(values.expires_at) - project.clock.now()).toBeGreaterThan(59 * 60_000);
    const { payload } = await jwtVerify(
      values.id_token,
      createLocalJWKSet(await providerJwks(project, 'google')),
      {
        issuer: 'https://accounts.google.com',
        audience: project.settings.google_client_id,
        currentDate: new Date(project.clock.now()),
      },
    );
    expect(payload).toMatchObject({
      sub: '1815',
      email: 'ada@example.com',
      email_verified: true,
      nonce: 'n-42',
    });
  });

  it('signs the same identity in as the same user, through the login redirect', async () => {
    const emulator = sdkTestClient();
    const first = (await authenticateOAuth(emulator, await tokenThroughPage(emulator, 'github'))).json.data;
    const page = await (await startOAuth(emulator, 'github')).text();
    const consentId = /name="consent_id" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const { submitConsent } = await import('../test-support/oauth-flows');
    const again = await submitConsent(emulator, 'github', {
      consent_id: consentId,
      account: 'existing:1815',
      decision: 'allow',
    });
    const second = (await authenticateOAuth(emulator, tokenOf(again.headers.get('location')))).json.data;
    expect(second.user_id).toBe(first.user_id);
    expect(second.user.providers).toHaveLength(1);
    expect(emulator.project().collections.users.size).toBe(1);
  });

  it('refuses a replayed token with 400 oauth_token_not_found', async () => {
    const emulator = sdkTestClient();
    const token = await tokenThroughPage(emulator, 'google');
    expect((await authenticateOAuth(emulator, token)).status).toBe(200);
    const replay = await authenticateOAuth(emulator, token);
    expect(replay.status).toBe(400);
    expect(replay.json.error_type).toBe('oauth_token_not_found');
    expect(replay.detail).toMatch(/used already/);
  });

  it(`refuses a token after ${OAUTH_TOKEN_MINUTES} minutes of the project clock, and an unknown one`, async () => {
    const emulator = sdkTestClient();
    const token = await tokenThroughPage(emulator, 'google');
    emulator.project().clock.change({ advance_ms: OAUTH_TOKEN_MINUTES * 60_000 });
    const late = await authenticateOAuth(emulator, token);
    expect([late.status, late.json.error_type]).toEqual([400, 'oauth_token_not_found']);
    expect(late.detail).toMatch(/expired/);
    const unknown = await authenticateOAuth(emulator, 'no-such-token');
    expect([unknown.status, unknown.json.error_type]).toEqual([400, 'oauth_token_not_found']);
  });

  it('refuses a code_verifier for a start that sent no challenge, and keeps the token usable', async () => {
    const emulator = sdkTestClient();
    const token = await tokenThroughPage(emulator, 'google');
    const refused = await authenticateOAuth(emulator, token, { code_verifier: 'f00dfeed1234abcd' });
    expect([refused.status, refused.json.error_type]).toEqual([400, 'pkce_did_not_expect_code_verifier']);
    expect((await authenticateOAuth(emulator, token)).status).toBe(200);
  });

  it('checks the PKCE verifier of a start that sent a challenge', async () => {
    const emulator = sdkTestClient();
    emulator.project().updateSettings({ ...emulator.project().settings, pkce_required_for_oauth: true });
    const verifier = 'f00dfeed1234abcd';
    const token = await tokenThroughPage(emulator, 'google', ADA, {
      code_challenge: codeChallengeFor(verifier),
    });
    const missing = await authenticateOAuth(emulator, token);
    expect([missing.status, missing.json.error_type]).toEqual([400, 'pkce_expected_code_verifier']);
    const wrong = await authenticateOAuth(emulator, token, { code_verifier: 'f00dfeed1234abce' });
    expect([wrong.status, wrong.json.error_type]).toEqual([400, 'pkce_mismatch']);
    expect((await authenticateOAuth(emulator, token, { code_verifier: verifier })).status).toBe(200);
  });

  it('links to the user who owns the email the provider verified', async () => {
    const emulator = sdkTestClient();
    const existing = createUserWithEmail(emulator.project(), 'ada@example.com', false);
    const answer = await signInThroughPage(emulator, 'google', ADA, {
      login_redirect_url: 'http://localhost:3000/login',
      signup_redirect_url: 'http://localhost:3000/signup',
    });
    expect(new URL(answer.headers.get('location') ?? '').pathname).toBe('/login');
    const data = (await authenticateOAuth(emulator, tokenOf(answer.headers.get('location')))).json.data;
    expect(data.user_id).toBe(existing.user_id);
    expect(data.user.emails).toEqual([{ ...existing.emails[0], verified: true }]);
    expect(data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual(['Google']);
    expect(data.session.authentication_factors[0].google_oauth_factor.email_id).toBe(
      existing.emails[0]?.email_id,
    );
  });

  it('does not link by an email the provider has not verified: a new user without that email', async () => {
    const emulator = sdkTestClient();
    const existing = createUserWithEmail(emulator.project(), 'ada@example.com', true);
    const { email_verified: _verified, ...unverified } = ADA;
    const answer = await signInThroughPage(emulator, 'google', unverified, {
      login_redirect_url: 'http://localhost:3000/login',
      signup_redirect_url: 'http://localhost:3000/signup',
    });
    expect(new URL(answer.headers.get('location') ?? '').pathname).toBe('/signup');
    const data = (await authenticateOAuth(emulator, tokenOf(answer.headers.get('location')))).json.data;
    expect(data.user_id).not.toBe(existing.user_id);
    expect(data.user.emails).toEqual([]);
    expect(data.session.authentication_factors[0].google_oauth_factor.email_id).toBe('');
  });

  it('keeps an unverified email, unverified, on a new user when no one else has it', async () => {
    const emulator = sdkTestClient();
    const { email_verified: _verified, ...unverified } = ADA;
    const data = (await authenticateOAuth(emulator, await tokenThroughPage(emulator, 'facebook', unverified)))
      .json.data;
    expect(data.user.emails).toEqual([
      { email_id: expect.any(String), email: 'ada@example.com', verified: false },
    ]);
  });

  it('gives Twitter, TikTok and Snapchat factors no email_id, and links nobody by their email', async () => {
    for (const provider of ['twitter', 'tiktok', 'snapchat']) {
      const emulator = sdkTestClient();
      createUserWithEmail(emulator.project(), 'ada@example.com', true);
      const data = (await authenticateOAuth(emulator, await tokenThroughPage(emulator, provider))).json.data;
      expect(emulator.project().collections.users.size, provider).toBe(2);
      expect(data.user.emails, provider).toEqual([]);
      expect(data.session.authentication_factors[0][`${provider}_oauth_factor`], provider).toEqual({
        id: data.user.providers[0].oauth_user_registration_id,
        provider_subject: '1815',
      });
    }
  });

  it('adds the factor to the caller’s session when the caller is that user', async () => {
    const emulator = sdkTestClient();
    const first = (await authenticateOAuth(emulator, await tokenThroughPage(emulator, 'google'))).json.data;
    emulator.project().collections.oauth_pre_answers.put('github', {
      provider: 'github',
      answer: { identity: identity({ provider: 'github', provider_subject: '9', email: 'ada@example.com' }) },
    });
    const token = tokenOf((await startOAuth(emulator, 'github')).headers.get('location'));
    const second = (await authenticateOAuth(emulator, token, {}, first.session_token)).json.data;
    expect(second.session.session_id).toBe(first.session.session_id);
    expect(
      second.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method),
    ).toEqual(['oauth_google', 'oauth_github']);
  });

  it('lets the user remove the registration with DELETE /users/oauth/{id}', async () => {
    const emulator = sdkTestClient();
    const data = (await authenticateOAuth(emulator, await tokenThroughPage(emulator, 'google'))).json.data;
    const id = data.user.providers[0].oauth_user_registration_id;
    const removed = await emulator.call({
      method: 'DELETE',
      path: `/users/oauth/${id}`,
      sessionToken: data.session_token,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.data.__user.providers).toEqual([]);
    const again = await emulator.call({
      method: 'DELETE',
      path: `/users/oauth/${id}`,
      sessionToken: data.session_token,
    });
    expect(again.json.error_type).toBe('oauth_user_registration_not_found');
  });
});

describe('GET /v1/oauth/{provider}/jwks/{public_token}', () => {
  it("publishes the key the provider's ID tokens verify with, and only that provider's", async () => {
    const emulator = sdkTestClient();
    const token = await tokenThroughPage(emulator, 'apple');
    const { id_token: idToken } = (await authenticateOAuth(emulator, token)).json.data.provider_values;
    const jwks = async (provider: string) =>
      (
        await emulator.app.request(`/v1/oauth/${provider}/jwks/${emulator.publicToken}`)
      ).json() as Promise<JSONWebKeySet>;
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(await jwks('apple')), {
      issuer: 'https://appleid.apple.com',
      audience: 'emulator-apple-client',
      currentDate: new Date(emulator.project().clock.now()),
    });
    expect(payload.sub).toBe('1815');
    await expect(jwtVerify(idToken, createLocalJWKSet(await jwks('google')))).rejects.toThrow();
    const unknown = await emulator.app.request(`/v1/oauth/myspace/jwks/${emulator.publicToken}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_type: 'invalid_oauth_provider' });
  });
});
