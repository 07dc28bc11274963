import { describe, expect, it } from 'vitest';
import {
  authenticateOAuth,
  consentIdOf,
  identity,
  signInThroughPage,
  startOAuth,
  submitConsent,
  tokenOf,
} from '../test-support/oauth-flows';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { ATTACH_TOKEN_MINUTES } from './attach-tokens';

type Emulator = ReturnType<typeof sdkTestClient>;

/** A signed-in Ada (by email) and her attach token for `provider`. */
async function attachTokenFor(emulator: Emulator, provider = 'github') {
  const { session_token, user } = await emulator.login('ada@example.com');
  const answer = await emulator.call({
    path: '/oauth/attach',
    body: { provider },
    sessionToken: session_token,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return { token: answer.json.data.oauth_attach_token as string, userId: user.user_id };
}

const GRACE = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  email_verified: 'true',
  provider_subject: 'gh-1906',
};

function loginRedirect(emulator: Emulator): string {
  return emulator.project().settings.default_login_redirect_url;
}

async function expectRefusedStart(response: Response, message: RegExp) {
  const page = await response.text();
  expect(response.status).toBe(400);
  expect(page).toContain('<code>invalid_oauth_attach_token</code>');
  expect(page).toMatch(message);
}

describe('POST /sdk/v1/oauth/attach', () => {
  it('answers a token for the signed-in user', async () => {
    const emulator = sdkTestClient();
    const { token } = await attachTokenFor(emulator);
    expect(token).toMatch(/\S{20,}/);
  });

  it('needs a session', async () => {
    const emulator = sdkTestClient();
    const answer = await emulator.call({ path: '/oauth/attach', body: { provider: 'github' } });
    expect(answer.status).toBe(404);
    expect(answer.json.error_type).toBe('session_not_found');
  });

  it('refuses a provider it does not know', async () => {
    const emulator = sdkTestClient();
    const { session_token } = await emulator.login();
    const answer = await emulator.call({
      path: '/oauth/attach',
      body: { provider: 'myspace' },
      sessionToken: session_token,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error_type).toBe('invalid_oauth_provider');
  });
});

describe('a start with an oauth_attach_token', () => {
  it('attaches the identity chosen on the consent page to that user, who then logs in with it (login redirect)', async () => {
    const emulator = sdkTestClient();
    const { token, userId } = await attachTokenFor(emulator);
    const allowed = await signInThroughPage(emulator, 'github', GRACE, { oauth_attach_token: token });
    const location = allowed.headers.get('location');
    expect(allowed.status).toBe(302);
    expect(location?.startsWith(loginRedirect(emulator))).toBe(true);

    const answer = await authenticateOAuth(emulator, tokenOf(location));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data.user_id).toBe(userId);
    expect(answer.json.data.user.providers).toEqual([
      expect.objectContaining({ provider_type: 'GitHub', provider_subject: 'gh-1906' }),
    ]);
    expect(emulator.project().collections.users.size).toBe(1);
  });

  it('attaches a pre-answered identity too, skipping the page', async () => {
    const emulator = sdkTestClient();
    const { token, userId } = await attachTokenFor(emulator);
    const grace = identity({ provider: 'github', provider_subject: 'gh-1906', email: 'grace@example.com' });
    emulator
      .project()
      .collections.oauth_pre_answers.put('github', { provider: 'github', answer: { identity: grace } });
    const started = await startOAuth(emulator, 'github', { oauth_attach_token: token });
    expect(started.status).toBe(302);
    const answer = await authenticateOAuth(emulator, tokenOf(started.headers.get('location')));
    expect(answer.json.data.user_id).toBe(userId);
  });

  it('is single-use', async () => {
    const emulator = sdkTestClient();
    const { token } = await attachTokenFor(emulator);
    expect((await startOAuth(emulator, 'github', { oauth_attach_token: token })).status).toBe(200);
    await expectRefusedStart(
      await startOAuth(emulator, 'github', { oauth_attach_token: token }),
      /used already/,
    );
  });

  it(`expires after ${ATTACH_TOKEN_MINUTES} minutes on the project clock`, async () => {
    const emulator = sdkTestClient();
    const { token } = await attachTokenFor(emulator);
    emulator.project().clock.change({ advance_ms: ATTACH_TOKEN_MINUTES * 60_000 + 1_000 });
    await expectRefusedStart(await startOAuth(emulator, 'github', { oauth_attach_token: token }), /expired/);
  });

  it('is refused for another provider, or when made up', async () => {
    const emulator = sdkTestClient();
    const { token } = await attachTokenFor(emulator, 'github');
    await expectRefusedStart(
      await startOAuth(emulator, 'google', { oauth_attach_token: token }),
      /made for GitHub, not Google/,
    );
    await expectRefusedStart(
      await startOAuth(emulator, 'github', { oauth_attach_token: 'made-up' }),
      /No oauth_attach_token/,
    );
  });

  it('is refused at Allow when the provider account already signs in someone else, and attaches nothing', async () => {
    const emulator = sdkTestClient();
    const other = await signInThroughPage(emulator, 'github', GRACE);
    await authenticateOAuth(emulator, tokenOf(other.headers.get('location')));
    const { token, userId } = await attachTokenFor(emulator);
    const page = await (await startOAuth(emulator, 'github', { oauth_attach_token: token })).text();
    const refused = await submitConsent(emulator, 'github', {
      consent_id: consentIdOf(page),
      account: 'new',
      decision: 'allow',
      ...GRACE,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('already signs in another user');
    expect(emulator.project().collections.users.get(userId)?.providers).toEqual([]);
  });

  it('without one, the same identity signs up a new user as before', async () => {
    const emulator = sdkTestClient();
    await emulator.login('ada@example.com');
    const allowed = await signInThroughPage(emulator, 'github', GRACE);
    const answer = await authenticateOAuth(emulator, tokenOf(allowed.headers.get('location')));
    expect(answer.json.data.user.emails).toEqual([expect.objectContaining({ email: GRACE.email })]);
    expect(emulator.project().collections.users.size).toBe(2);
  });
});
