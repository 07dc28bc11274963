import { describe, expect, it } from 'vitest';
import { PROVIDER_ERRORS, type ProviderErrorType } from '../http/error-types';
import { listMessages } from '../messages/inbox';
import { sdkTestClient } from '../test-support/sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;
type Answer = Awaited<ReturnType<Emulator['call']>>;

/**
 * The answer is the table's row for the type, word for word: its status, its `error_message`, and
 * the reference's entry for it as `error_url` (the form the provider's sandbox answers with).
 */
function expectProviderAnswer(answer: Answer, type: ProviderErrorType): void {
  const row = PROVIDER_ERRORS[type];
  expect(answer.status).toBe(row.status);
  expect(answer.json).toMatchObject({
    status_code: row.status,
    error_type: type,
    error_message: row.message,
    error_url: `https://stytch.com/docs/api/errors/${row.status}#${type}`,
  });
}

/** Calls the backend API (`/v1`) as the host's server does: the project's id and secret. */
function backend(emulator: Emulator, call: { method?: 'GET' | 'POST'; path: string; body?: unknown }) {
  const { projectId, secret } = emulator.project();
  return emulator.call({
    ...call,
    headers: {
      authorization: `Basic ${Buffer.from(`${projectId}:${secret}`).toString('base64')}`,
      origin: '',
    },
  });
}

describe("answers of the browser API (/sdk/v1) carry the provider's words, and the log the emulator's", () => {
  it('an unknown magic link, and a spent one', async () => {
    const emulator = sdkTestClient();
    const unknown = await emulator.call({
      path: '/magic_links/authenticate',
      body: { token: 'never-sent-token', session_duration_minutes: 30 },
    });
    expectProviderAnswer(unknown, 'magic_link_not_found');
    expect(unknown.detail).toMatch(/No magic link matches/);

    await emulator.call({ path: '/magic_links/email/login_or_create', body: { email: 'ada@example.com' } });
    const link = listMessages(emulator.project(), { to: 'ada@example.com' })[0]?.link ?? '';
    const token = new URL(link).searchParams.get('token');
    const body = { token, session_duration_minutes: 30 };
    expect((await emulator.call({ path: '/magic_links/authenticate', body })).status).toBe(200);
    const spent = await emulator.call({ path: '/magic_links/authenticate', body });
    expectProviderAnswer(spent, 'unable_to_auth_magic_link');
    expect(spent.detail).toMatch(/used already/);
  });

  it('a wrong passcode', async () => {
    const emulator = sdkTestClient();
    const sent = await emulator.call({
      path: '/otps/sms/login_or_create',
      body: { phone_number: '+15555550100' },
    });
    const code = listMessages(emulator.project(), { to: '+15555550100' })[0]?.code;
    const wrong = await emulator.call({
      path: '/otps/authenticate',
      body: {
        method_id: sent.json.data.method_id,
        token: code === '000000' ? '111111' : '000000',
        session_duration_minutes: 30,
      },
    });
    expectProviderAnswer(wrong, 'otp_code_not_found');
    expect(wrong.detail).not.toBe(wrong.json.error_message);
  });

  it('a password too weak to set', async () => {
    const emulator = sdkTestClient();
    const weak = await emulator.call({
      path: '/passwords',
      body: { email: 'ada@example.com', password: 'abcabcabc', session_duration_minutes: 60 },
    });
    expectProviderAnswer(weak, 'weak_password');
  });

  it('a page the project has not authorized, whose answer links to the SDK settings as the provider does', async () => {
    const emulator = sdkTestClient();
    emulator.project(); // as the client's bootstrap leaves it
    const refused = await emulator.call({
      path: '/magic_links/email/login_or_create',
      body: { email: 'ada@example.com' },
      headers: { origin: 'https://news.example' },
    });
    expect(refused.json).toMatchObject({
      status_code: 400,
      error_type: 'bad_domain_for_stytch_sdk',
      error_message: PROVIDER_ERRORS.bad_domain_for_stytch_sdk.message,
      error_url: 'https://stytch.com/dashboard/sdk-configuration',
    });
    expect(refused.detail).toContain('https://news.example');
  });

  it('a fault injected through the control API', async () => {
    const emulator = sdkTestClient();
    emulator.project().collections.faults.put('fault-1', {
      fault_id: 'fault-1',
      endpoint: '/otps/authenticate',
      remaining: 1,
      latency_ms: 0,
      error: { error_type: 'too_many_requests', status: 429 },
    });
    const faulted = await emulator.call({
      path: '/otps/authenticate',
      body: { method_id: 'x', token: '123456' },
    });
    expectProviderAnswer(faulted, 'too_many_requests');
    expect(faulted.detail).toMatch(/Injected fault/);
  });

  it("a body that fails its schema names the field, as the provider's schema refusals do", async () => {
    const emulator = sdkTestClient();
    const refused = await emulator.call({ path: '/passwords', body: { email: 'ada@example.com' } });
    expect(refused.json).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect(refused.json.error_message).toMatch(/^password: /);
  });
});

describe("answers of the backend API (/v1) carry the provider's words", () => {
  it('an unknown user', async () => {
    const emulator = sdkTestClient();
    const missing = await backend(emulator, { method: 'GET', path: '/v1/users/user-test-nobody' });
    expectProviderAnswer(missing, 'user_not_found');
    expect(missing.detail).toEqual(expect.any(String));
  });

  it('an email of no valid form, through its own error type', async () => {
    const emulator = sdkTestClient();
    const invalid = await backend(emulator, { path: '/v1/users', body: { email: 'not-an-email' } });
    expectProviderAnswer(invalid, 'invalid_email');
    expect(invalid.detail).toContain('not-an-email');
  });

  it('an unknown session', async () => {
    const emulator = sdkTestClient();
    const unknown = await backend(emulator, {
      path: '/v1/sessions/authenticate',
      body: { session_token: 'nope' },
    });
    expectProviderAnswer(unknown, 'session_not_found');
  });

  it('a wrong secret, and a route that does not exist', async () => {
    const emulator = sdkTestClient();
    const wrongSecret = await emulator.call({
      method: 'GET',
      path: '/v1/users/user-test-nobody',
      headers: {
        authorization: `Basic ${Buffer.from(`${emulator.project().projectId}:secret-test-wrong`).toString('base64')}`,
        origin: '',
      },
    });
    expectProviderAnswer(wrongSecret, 'unauthorized_credentials');
    const nowhere = await backend(emulator, { method: 'GET', path: '/v1/nowhere' });
    expectProviderAnswer(nowhere, 'route_not_found');
  });
});

describe("the emulator's own control API", () => {
  it('answers a provider type with its detail: its caller is a developer tool, not the client', async () => {
    const emulator = sdkTestClient();
    const missing = await emulator.call({
      method: 'GET',
      path: `/control/v1/projects/${emulator.publicToken}/users/user-test-nobody`,
    });
    expect(missing.json).toMatchObject({
      status_code: 404,
      error_type: 'user_not_found',
      error_message: 'No user user-test-nobody.',
    });
  });
});

describe('the OAuth start, a navigation answered with a page', () => {
  it("shows the provider's words for the refusal, then the emulator's detail, and logs the detail", async () => {
    const emulator = sdkTestClient();
    emulator.project();
    const page = await emulator.app.request(
      `/v1/public/oauth/myspace/start?public_token=${emulator.publicToken}`,
    );
    expect(page.status).toBe(400);
    const text = await page.text();
    expect(text).toContain(`<p>${PROVIDER_ERRORS.invalid_oauth_provider.message}</p>`);
    expect(text).toMatch(/<p>The emulator: The emulator plays no OAuth provider named .*myspace/);
    expect(emulator.store.requestLog.requests(emulator.publicToken)[0]?.detail).toContain('myspace');
  });
});
