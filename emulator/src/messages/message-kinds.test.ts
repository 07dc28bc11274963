import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { listMessages } from './inbox';

// Each message records what it is for, so the terminal and the inbox name it without reading its words.

describe('the kind of a message sent', () => {
  it('is a signup link for a new address, and a login link for an active user', async () => {
    const { call, project, login } = sdkTestClient();
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'new@example.com' } });
    expect(listMessages(project())[0]?.kind).toBe('signup_link');
    await login('ada@example.com');
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'ada@example.com' } });
    expect(listMessages(project())[0]?.kind).toBe('login_link');
  });

  it('is a password reset link for a reset, and a passcode for a code', async () => {
    const { call, project } = sdkTestClient();
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'ada@example.com' } });
    await call({ path: '/passwords/email/reset/start', body: { email: 'ada@example.com' } });
    expect(listMessages(project())[0]?.kind).toBe('password_reset_link');
    await call({ path: '/otps/sms/login_or_create', body: { phone_number: '+15555550100' } });
    expect(listMessages(project())[0]).toMatchObject({ kind: 'passcode', channel: 'sms' });
  });

  it("is an invite for the backend's invite", async () => {
    const { call, project } = sdkTestClient();
    const { projectId, secret } = project();
    const answer = await call({
      path: '/v1/magic_links/email/invite',
      body: { email: 'invitee@example.com' },
      headers: {
        authorization: `Basic ${Buffer.from(`${projectId}:${secret}`).toString('base64')}`,
        origin: '',
      },
    });
    expect(answer.status).toBe(200);
    expect(listMessages(project())[0]).toMatchObject({ kind: 'invite', to: 'invitee@example.com' });
  });
});
