import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { listMessages } from './inbox';

// What the inbox holds after each send: the provider's default subject with the project's name, and
// the sender the provider's Test (or Live) environment sends from.

const TEST_SENDER = { name: 'Login', address: 'login@stytchtest.com' };
const TEXT_SENDER = { name: null, address: '+12025550100' };

function named(projectName: string, publicToken?: string) {
  const client = sdkTestClient(publicToken);
  client.project().updateSettings({ ...client.project().settings, project_name: projectName });
  return client;
}

function backendHeaders(project: { projectId: string; secret: string }) {
  const basic = Buffer.from(`${project.projectId}:${project.secret}`).toString('base64');
  return { authorization: `Basic ${basic}`, origin: '' };
}

describe('the emails a project sends', () => {
  it('sends a signup link, then a login link, as the provider titles them, from its Test sender', async () => {
    const { call, project } = named('Acme');
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'ada@example.com' } });
    expect(listMessages(project())[0]).toMatchObject({
      from: TEST_SENDER,
      subject: 'Your account creation request for Acme',
    });
    const signupLink = listMessages(project())[0]?.link as string;
    await call({
      path: '/magic_links/authenticate',
      body: { token: new URL(signupLink).searchParams.get('token') },
    });
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'ada@example.com' } });
    expect(listMessages(project())[0]).toMatchObject({
      kind: 'login_link',
      from: TEST_SENDER,
      subject: 'Your login request to Acme',
    });
  });

  it('sends an invite under its own subject', async () => {
    const { call, project } = named('Acme');
    const answer = await call({
      path: '/v1/magic_links/email/invite',
      body: { email: 'invitee@example.com' },
      headers: backendHeaders(project()),
    });
    expect(answer.status).toBe(200);
    expect(listMessages(project())[0]).toMatchObject({
      kind: 'invite',
      from: TEST_SENDER,
      subject: "You've been invited to Acme",
    });
  });

  it('sends a password reset with the reset link first and the passwordless one second', async () => {
    const { call, project, login } = named('Acme');
    await login('ada@example.com');
    await call({ path: '/passwords/email/reset/start', body: { email: 'ada@example.com' } });
    const reset = listMessages(project())[0];
    expect(reset).toMatchObject({ from: TEST_SENDER, subject: 'Reset your Acme password' });
    const tokenTypes = (reset?.text.match(/https?:\/\/\S+/g) ?? []).map((link) =>
      new URL(link).searchParams.get('stytch_token_type'),
    );
    expect(tokenTypes).toEqual(['reset_password', 'login']);
  });

  it('emails a passcode under the login code subject, and the signup one to a new address', async () => {
    const { call, project, login } = named('Acme');
    await call({ path: '/otps/email/login_or_create', body: { email: 'new@example.com' } });
    expect(listMessages(project())[0]).toMatchObject({
      from: TEST_SENDER,
      subject: 'Your one-time signup code for Acme',
    });
    await login('ada@example.com');
    await call({ path: '/otps/email/login_or_create', body: { email: 'ada@example.com' } });
    const email = listMessages(project())[0];
    expect(email).toMatchObject({ from: TEST_SENDER, subject: 'Your one-time login code for Acme' });
    expect(email?.text).toContain(`${email?.code} is your one-time code to log in to your account.`);
  });

  it('comes from the sender the project sets, and keeps the sender of what it sent before', async () => {
    const { call, project } = named('Acme');
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'first@example.com' } });
    const settings = await call({
      method: 'PATCH',
      path: `/control/v1/projects/${project().publicToken}/settings`,
      body: { email_sender: { from_name: 'Acme', from_local_part: 'hello', from_domain: 'mail.acme.test' } },
    });
    expect(settings.status).toBe(200);
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'second@example.com' } });
    const [second, first] = listMessages(project());
    expect(second?.from).toEqual({ name: 'Acme', address: 'hello@mail.acme.test' });
    expect(first?.from).toEqual(TEST_SENDER);
  });

  it('refuses a sender whose address or name a mail client could not show as it is', async () => {
    const { call, project } = named('Acme');
    for (const email_sender of [
      { from_name: 'Acme', from_local_part: 'he llo', from_domain: 'mail.acme.test' },
      { from_name: 'Acme', from_local_part: 'hello', from_domain: 'localhost' },
      { from_name: 'Acme\nBcc: x@y.z', from_local_part: 'hello', from_domain: 'mail.acme.test' },
    ]) {
      const answer = await call({
        method: 'PATCH',
        path: `/control/v1/projects/${project().publicToken}/settings`,
        body: { email_sender },
      });
      expect(answer.status, JSON.stringify(email_sender)).toBe(400);
    }
  });
});

describe('the texts a project sends', () => {
  it('texts and WhatsApps passcodes from the text number, with no subject and no project name in Test', async () => {
    const { call, project } = named('Acme');
    await call({ path: '/otps/sms/login_or_create', body: { phone_number: '+15555550100' } });
    await call({ path: '/otps/whatsapp/login_or_create', body: { phone_number: '+15555550100' } });
    const [whatsapp, sms] = listMessages(project());
    for (const text of [sms, whatsapp]) {
      expect(text).toMatchObject({ from: TEXT_SENDER, subject: null });
      expect(text?.text).toContain(text?.code as string);
      expect(text?.text).not.toContain('Acme');
    }
    expect(whatsapp?.text).toContain('For your security, do not share this code.');
  });
});

describe('a Live project', () => {
  it("sends emails from the provider's Live sender, and names itself in texts", async () => {
    const { call, project } = named('Acme', `public-token-live-${crypto.randomUUID()}`);
    await call({ path: '/magic_links/email/login_or_create', body: { email: 'ada@example.com' } });
    await call({ path: '/otps/sms/login_or_create', body: { phone_number: '+15555550100' } });
    const [sms, email] = listMessages(project());
    expect(email?.from).toEqual({ name: 'Login', address: 'login@stytch.com' });
    expect(sms?.text).toContain('Your Acme verification code is');
  });
});

describe('a message kept before senders were recorded', () => {
  it('is read with the sender the provider uses for its channel', () => {
    const { project } = sdkTestClient();
    const messages = project().collections.messages;
    messages.put('message-old', {
      message_id: 'message-old',
      created_at: '2026-01-01T00:00:00.000Z',
      channel: 'sms',
      to: '+15555550100',
      subject: null,
      text: 'old',
      link: null,
      code: '123456',
    });
    expect(listMessages(project())[0]?.from).toEqual(TEXT_SENDER);
  });
});
