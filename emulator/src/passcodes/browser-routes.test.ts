import { describe, expect, it } from 'vitest';
import { listMessages } from '../messages/inbox';
import type { MessageChannel } from '../messages/message-collections';
import { sdkTestClient } from '../test-support/sdk-test-client';

type Emulator = ReturnType<typeof sdkTestClient>;

const PHONE = '+15555550100';

function codeSentTo(emulator: Emulator, to: string, channel: MessageChannel): string {
  const message = listMessages(emulator.project(), { to, channel })[0];
  if (!message?.code) throw new Error(`no ${channel} passcode to ${to}`);
  return message.code;
}

async function authenticate(emulator: Emulator, body: Record<string, unknown>, sessionToken?: string) {
  return emulator.call({
    path: '/otps/authenticate',
    body: { session_duration_minutes: 30, ...body },
    ...(sessionToken ? { sessionToken } : {}),
  });
}

/** A code of the same shape that is certainly not the one sent. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe.each(['sms', 'whatsapp'] as const)('%s passcodes', (channel) => {
  it('login_or_create creates an active user and texts a six-digit code on that channel', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: `/otps/${channel}/login_or_create`,
      body: { phone_number: PHONE },
    });
    expect(status).toBe(200);
    const { method_id, phone_id, user_id, user_created } = json.data;
    expect(method_id).toBe(phone_id);
    expect(user_created).toBe(true);
    expect(emulator.project().collections.users.get(user_id)).toMatchObject({
      status: 'active',
      phone_numbers: [{ phone_id, phone_number: PHONE, verified: false }],
    });
    const message = listMessages(emulator.project(), { to: PHONE })[0];
    expect(message).toMatchObject({ channel, to: PHONE, subject: null, link: null });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);
  });

  it('keeps a user created with create_user_as_pending pending until the code logs them in', async () => {
    const emulator = sdkTestClient();
    const sent = await emulator.call({
      path: `/otps/${channel}/login_or_create`,
      body: { phone_number: PHONE, create_user_as_pending: true },
    });
    const { method_id, user_id } = sent.json.data;
    expect(emulator.project().collections.users.get(user_id)?.status).toBe('pending');
    const { status } = await authenticate(emulator, {
      token: codeSentTo(emulator, PHONE, channel),
      method_id,
    });
    expect(status).toBe(200);
    expect(emulator.project().collections.users.get(user_id)?.status).toBe('active');
  });

  it('authenticate logs in with the code, verifies the number and names the factor', async () => {
    const emulator = sdkTestClient();
    const sent = await emulator.call({
      path: `/otps/${channel}/login_or_create`,
      body: { phone_number: PHONE },
    });
    const { method_id } = sent.json.data;
    const { status, json } = await authenticate(emulator, {
      token: codeSentTo(emulator, PHONE, channel),
      method_id,
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      method_id,
      user: { status: 'active', phone_numbers: [{ phone_id: method_id, verified: true }] },
      session: {
        authentication_factors: [
          {
            type: 'otp',
            delivery_method: channel,
            phone_number_factor: { phone_id: method_id, phone_number: PHONE },
          },
        ],
      },
    });
    expect(json.data.session_token).toMatch(/.+/);
  });

  it('send/primary refuses a number no user has', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: `/otps/${channel}/send/primary`,
      body: { phone_number: PHONE },
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('phone_number_not_found');
  });
});

describe('email passcodes', () => {
  it('login_or_create emails a code with a subject; authenticate verifies the email', async () => {
    const emulator = sdkTestClient();
    const sent = await emulator.call({
      path: '/otps/email/login_or_create',
      body: { email: 'Otp@Example.com' },
    });
    expect(sent.status).toBe(200);
    const { method_id, email_id } = sent.json.data;
    expect(method_id).toBe(email_id);
    const message = listMessages(emulator.project(), { to: 'otp@example.com' })[0];
    // A new address gets the signup template; the code is in the text, as the provider sends it.
    expect(message).toMatchObject({
      channel: 'email',
      link: null,
      subject: 'Your one-time signup code for Emulator',
    });
    expect(message?.text).toContain(`${message?.code} is your one-time code`);

    const { status, json } = await authenticate(emulator, {
      token: codeSentTo(emulator, 'otp@example.com', 'email'),
      method_id,
    });
    expect(status).toBe(200);
    expect(json.data.user.emails[0]).toMatchObject({ email_id, verified: true });
    expect(json.data.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'email',
      email_factor: { email_id, email_address: 'otp@example.com' },
    });
  });

  it('send/primary reaches an existing user and send/secondary adds to the current session', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('mfa@example.com');
    const primary = await emulator.call({
      path: '/otps/email/send/primary',
      body: { email: 'mfa@example.com' },
    });
    expect(primary.json.data.user_id).toBe(login.user_id);

    const secondary = await emulator.call({
      path: '/otps/sms/send/secondary',
      body: { phone_number: PHONE },
      sessionToken: login.session_token,
    });
    expect(secondary.status).toBe(200);
    const { json } = await authenticate(
      emulator,
      { token: codeSentTo(emulator, PHONE, 'sms'), method_id: secondary.json.data.method_id },
      login.session_token,
    );
    expect(json.data.session.session_id).toBe(login.session.session_id);
    expect(json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'otp',
    ]);
  });

  it('send/secondary needs a live session', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({
      path: '/otps/email/send/secondary',
      body: { email: 'x@example.com' },
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });
});

describe('passcode authenticate errors', () => {
  async function sendSms(emulator: Emulator, extra: Record<string, unknown> = {}) {
    const { json } = await emulator.call({
      path: '/otps/sms/login_or_create',
      body: { phone_number: PHONE, ...extra },
    });
    return { methodId: json.data.method_id as string, code: codeSentTo(emulator, PHONE, 'sms') };
  }

  it('refuses a wrong code with 404 otp_code_not_found and still accepts the right one', async () => {
    const emulator = sdkTestClient();
    const { methodId, code } = await sendSms(emulator);
    const wrong = await authenticate(emulator, { token: wrongCode(code), method_id: methodId });
    expect(wrong.status).toBe(404);
    expect(wrong.json.error_type).toBe('otp_code_not_found');
    expect(wrong.detail).toMatch(/passcode is wrong/);
    expect((await authenticate(emulator, { token: code, method_id: methodId })).status).toBe(200);
  });

  it('accepts a code once: entered again it answers 401 unable_to_auth_otp_code, used already', async () => {
    const emulator = sdkTestClient();
    const { methodId, code } = await sendSms(emulator);
    expect((await authenticate(emulator, { token: code, method_id: methodId })).status).toBe(200);
    const again = await authenticate(emulator, { token: code, method_id: methodId });
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('unable_to_auth_otp_code');
    expect(again.detail).toMatch(/was used already/);
    expect(again.json.data).toBeUndefined();
  });

  it('answers a wrong code after the right one was used with 404 otp_code_not_found', async () => {
    const emulator = sdkTestClient();
    const { methodId, code } = await sendSms(emulator);
    expect((await authenticate(emulator, { token: code, method_id: methodId })).status).toBe(200);
    const wrong = await authenticate(emulator, { token: wrongCode(code), method_id: methodId });
    expect(wrong.status).toBe(404);
    expect(wrong.json.error_type).toBe('otp_code_not_found');
  });

  it('counts wrong codes into the user lock: at the threshold even the right code answers 429 user_lock_limit_reached', async () => {
    const emulator = sdkTestClient();
    const project = emulator.project();
    project.updateSettings({ ...project.settings, password_lockout_threshold: 4 });
    const { methodId, code } = await sendSms(emulator);
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await authenticate(emulator, { token: wrongCode(code), method_id: methodId });
      expect(wrong.json).toMatchObject({ status_code: 404, error_type: 'otp_code_not_found' });
    }
    const locked = await authenticate(emulator, { token: code, method_id: methodId });
    expect(locked.status).toBe(429);
    expect(locked.json.error_type).toBe('user_lock_limit_reached');
    expect(locked.detail).toMatch(/locked after 4 failed sign-ins in a row/);
    const fresh = await sendSms(emulator);
    expect((await authenticate(emulator, { token: fresh.code, method_id: fresh.methodId })).status).toBe(429);
  });

  it('burns no code: the right code after 9 wrong ones logs in and clears the count', async () => {
    const emulator = sdkTestClient();
    expect(emulator.project().settings.password_lockout_threshold).toBe(10);
    const guessWrong = async (sent: { methodId: string; code: string }) => {
      for (let attempt = 0; attempt < 9; attempt++) {
        const wrong = await authenticate(emulator, { token: wrongCode(sent.code), method_id: sent.methodId });
        expect(wrong.json.error_type).toBe('otp_code_not_found');
      }
    };
    const first = await sendSms(emulator);
    await guessWrong(first);
    expect((await authenticate(emulator, { token: first.code, method_id: first.methodId })).status).toBe(200);
    const second = await sendSms(emulator);
    await guessWrong(second);
    expect((await authenticate(emulator, { token: second.code, method_id: second.methodId })).status).toBe(
      200,
    );
  });

  it('a new send replaces the earlier code', async () => {
    const emulator = sdkTestClient();
    const first = await sendSms(emulator);
    let second = await sendSms(emulator);
    while (second.code === first.code) second = await sendSms(emulator);
    const old = await authenticate(emulator, { token: first.code, method_id: first.methodId });
    expect(old.status).toBe(404);
    expect(old.json.error_type).toBe('otp_code_not_found');
    expect((await authenticate(emulator, { token: second.code, method_id: second.methodId })).status).toBe(
      200,
    );
  });

  it('expires a code after the project default of 5 minutes', async () => {
    const emulator = sdkTestClient();
    const { methodId, code } = await sendSms(emulator);
    emulator.project().clock.change({ advance_ms: 5 * 60_000 + 1 });
    const { status, json, detail } = await authenticate(emulator, { token: code, method_id: methodId });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_otp_code');
    expect(detail).toMatch(/has expired/);
  });

  it('honours expiration_minutes from the request', async () => {
    const emulator = sdkTestClient();
    const { methodId, code } = await sendSms(emulator, { expiration_minutes: 10 });
    emulator.project().clock.change({ advance_ms: 9 * 60_000 });
    expect((await authenticate(emulator, { token: code, method_id: methodId })).status).toBe(200);
  });

  it('honours the project otp_expiration_minutes setting', async () => {
    const emulator = sdkTestClient();
    const project = emulator.project();
    project.updateSettings({ ...project.settings, otp_expiration_minutes: 2 });
    const { methodId, code } = await sendSms(emulator);
    expect(listMessages(project)[0]?.text).toContain('2 minutes');
    emulator.project().clock.change({ advance_ms: 3 * 60_000 });
    const { status, json, detail } = await authenticate(emulator, { token: code, method_id: methodId });
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_auth_otp_code');
    expect(detail).toMatch(/has expired/);
  });

  it('refuses a method_id that was never sent a code with 404 otp_code_not_found', async () => {
    const emulator = sdkTestClient();
    const { status, json, detail } = await authenticate(emulator, {
      token: '123456',
      method_id: 'phone-number-test-x',
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('otp_code_not_found');
    expect(detail).toMatch(/No passcode was sent/);
  });
});

describe('passcode request validation', () => {
  it.each([
    ['/otps/sms/login_or_create', { phone_number: '5555550100' }, 'invalid_phone_number'],
    ['/otps/whatsapp/login_or_create', {}, 'invalid_phone_number'],
    ['/otps/email/login_or_create', { email: 'nope' }, 'invalid_email'],
    ['/otps/sms/login_or_create', { phone_number: PHONE, expiration_minutes: 0 }, 'invalid_expiration_otp'],
    [
      '/otps/email/login_or_create',
      { email: 'a@example.com', expiration_minutes: 11 },
      'invalid_expiration_otp',
    ],
  ])('%s answers %j with 400 %s and sends nothing', async (path, body, errorType) => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path, body });
    expect(status).toBe(400);
    expect(json.error_type).toBe(errorType);
    expect(listMessages(emulator.project())).toHaveLength(0);
  });

  it.each([
    [{ token: '123456', session_duration_minutes: 30 }, 'invalid_method_id'],
    [{ token: '123456', method_id: 'm', session_duration_minutes: 2 }, 'invalid_session_duration_minutes'],
    [{ method_id: 'm', session_duration_minutes: 30 }, 'bad_request'],
  ])('authenticate answers %j with 400 %s', async (body, errorType) => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path: '/otps/authenticate', body });
    expect(status).toBe(400);
    expect(json.error_type).toBe(errorType);
  });
});
