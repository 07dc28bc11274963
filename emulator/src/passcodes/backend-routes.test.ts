import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

async function latestCode(to: string): Promise<string> {
  return (await env.control.latestMessage({ to })).code as string;
}

describe('passcodes through the backend SDK', () => {
  it.each([
    ['sms', 'phone_number', '+15555550142'],
    ['whatsapp', 'phone_number', '+15555550143'],
    ['email', 'email', 'otp@example.com'],
  ] as const)('login_or_create by %s, then authenticate with `code`', async (channel, field, to) => {
    const sent = await env.sdk.call(`otps.${channel}.loginOrCreate`, { [field]: to });
    expect(sent.user_created).toBe(true);
    const methodId = sent.phone_id ?? sent.email_id;
    const auth = await env.sdk.call('otps.authenticate', {
      method_id: methodId,
      code: await latestCode(to),
      session_duration_minutes: 15,
    });
    expect(auth).toMatchObject({ user_id: sent.user_id, method_id: methodId });
    expect(auth.session.authentication_factors[0].type).toBe('otp');
  });

  it('send needs the owner of the number, and refuses a wrong code', async () => {
    await expect(env.sdk.call('otps.sms.send', { phone_number: '+15555550150' })).rejects.toMatchObject({
      status_code: 404,
      error_type: 'phone_number_not_found',
    });
    const user = await env.sdk.call('users.create', { phone_number: '+15555550150' });
    const sent = await env.sdk.call('otps.sms.send', { phone_number: '+15555550150' });
    expect(sent).toMatchObject({ user_id: user.user_id, phone_id: user.phone_id });
    const right = await latestCode('+15555550150');
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(
      env.sdk.call('otps.authenticate', { method_id: sent.phone_id, code: wrong }),
    ).rejects.toMatchObject({
      status_code: 404,
      error_type: 'otp_code_not_found',
    });
    const auth = await env.sdk.call('otps.authenticate', { method_id: sent.phone_id, code: right });
    expect(auth.user.phone_numbers[0].verified).toBe(true);
    await expect(
      env.sdk.call('otps.authenticate', { method_id: sent.phone_id, code: right }),
    ).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_otp_code',
    });
    expect(env.lastDetail()).toMatch(/was used already/);
  });

  it('authenticates with no session_duration_minutes without starting a session', async () => {
    const sent = await env.sdk.call('otps.email.loginOrCreate', { email: 'check@example.com' });
    const before = (await env.control.sessions()).length;
    const auth = await env.sdk.call('otps.authenticate', {
      method_id: sent.email_id,
      code: await latestCode('check@example.com'),
    });
    expect(auth).toMatchObject({
      status_code: 200,
      user_id: sent.user_id,
      session_token: '',
      session_jwt: '',
    });
    expect(auth.user.emails[0].verified).toBe(true);
    expect(auth.session).toBeUndefined();
    expect(await env.control.sessions()).toHaveLength(before);
  });

  it('refuses a passcode past its expiry on the project clock', async () => {
    const sent = await env.sdk.call('otps.email.loginOrCreate', {
      email: 'late@example.com',
      expiration_minutes: 2,
    });
    const code = await latestCode('late@example.com');
    await env.control.advanceClock(3 * 60_000);
    await expect(env.sdk.call('otps.authenticate', { method_id: sent.email_id, code })).rejects.toMatchObject(
      {
        status_code: 401,
        error_type: 'unable_to_auth_otp_code',
      },
    );
    expect(env.lastDetail()).toMatch(/has expired/);
  });
});
