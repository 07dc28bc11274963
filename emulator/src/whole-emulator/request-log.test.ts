import { describe, expect, it } from 'vitest';
import { PROVIDER_ERRORS } from '../http/error-types';
import { REQUESTS_KEPT } from '../store/request-log';
import { sdkTestClient } from '../test-support/sdk-test-client';

describe('the request log', () => {
  it("records what a page asked and how it was answered, a refusal with its type, its words and the emulator's detail", async () => {
    const emulator = sdkTestClient();
    await emulator.call({ method: 'GET', path: `/projects/bootstrap/${emulator.publicToken}` });
    await emulator.call({
      path: '/magic_links/email/login_or_create',
      body: { email: 'ada@example.com' },
      headers: { origin: 'https://news.example' },
    });
    const { json } = await emulator.call({
      method: 'GET',
      path: `/control/v1/projects/${emulator.publicToken}/requests`,
    });
    expect(json.data.requests).toEqual([
      {
        seq: 2,
        at: expect.any(String),
        method: 'POST',
        path: '/sdk/v1/magic_links/email/login_or_create',
        status: 400,
        origin: 'https://news.example',
        error_type: 'bad_domain_for_stytch_sdk',
        sandbox_value: null,
        error_message: PROVIDER_ERRORS.bad_domain_for_stytch_sdk.message,
        detail: expect.stringContaining('authorized_origins'),
      },
      {
        seq: 1,
        at: expect.any(String),
        method: 'GET',
        path: `/sdk/v1/projects/bootstrap/${emulator.publicToken}`,
        status: 200,
        origin: 'http://localhost:3000',
        error_type: null,
        error_message: null,
        sandbox_value: null,
        detail: null,
      },
    ]);
  });

  it('leaves out the control API, and keeps the last requests only', async () => {
    const emulator = sdkTestClient();
    const requests = async () =>
      (await emulator.call({ method: 'GET', path: `/control/v1/projects/${emulator.publicToken}/requests` }))
        .json.data.requests as { path: string }[];
    await emulator.call({ method: 'GET', path: `/projects/bootstrap/${emulator.publicToken}` });
    expect(await requests()).toHaveLength(1);
    for (let i = 0; i < REQUESTS_KEPT + 5; i += 1) {
      await emulator.call({ method: 'GET', path: '/users/me' });
    }
    const kept = await requests();
    expect(kept).toHaveLength(REQUESTS_KEPT);
    expect(kept.every((request) => request.path === '/sdk/v1/users/me')).toBe(true);
  });

  it('is emptied with the project', async () => {
    const emulator = sdkTestClient();
    await emulator.call({ method: 'GET', path: '/users/me' });
    await emulator.call({ path: `/control/v1/projects/${emulator.publicToken}/reset` });
    const { json } = await emulator.call({
      method: 'GET',
      path: `/control/v1/projects/${emulator.publicToken}/requests`,
    });
    expect(json.data.requests).toEqual([]);
  });
});
