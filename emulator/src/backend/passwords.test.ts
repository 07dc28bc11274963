import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../testing/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

const STRONG = 'correct horse battery staple 1987!';
const STRONGER = 'an entirely different passphrase 2042?';

describe('passwords through the backend SDK', () => {
  it('creates a user with a password and a session, then authenticates with it', async () => {
    const created = await env.sdk.call('passwords.create', {
      email: 'pw@example.com',
      password: STRONG,
      session_duration_minutes: 30,
      name: { first_name: 'Pat' },
    });
    expect(created).toMatchObject({ status_code: 200, user: { name: { first_name: 'Pat' } } });
    expect(created.user.password).not.toBeNull();
    expect(created.email_id).toBe(created.user.emails[0].email_id);

    const auth = await env.sdk.call('passwords.authenticate', { email: 'pw@example.com', password: STRONG });
    expect(auth).toMatchObject({ user_id: created.user_id, reset_sessions: false });
    expect(auth.session.authentication_factors[0]).toMatchObject({
      type: 'password',
      delivery_method: 'knowledge',
    });
    await expect(
      env.sdk.call('passwords.authenticate', { email: 'pw@example.com', password: STRONGER }),
    ).rejects.toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
  });

  it('checks strength, and refuses a weak password on create', async () => {
    const weak = await env.sdk.call('passwords.strengthCheck', { password: 'password' });
    expect(weak).toMatchObject({ valid_password: false, breached_password: true });
    const strong = await env.sdk.call('passwords.strengthCheck', { password: STRONG });
    expect(strong.valid_password).toBe(true);
    await expect(
      env.sdk.call('passwords.create', { email: 'weak@example.com', password: 'password' }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'weak_password' });
  });

  it('resets by an emailed link', async () => {
    await env.sdk.call('passwords.create', { email: 'forgot@example.com', password: STRONG });
    const started = await env.sdk.call('passwords.email.resetStart', { email: 'forgot@example.com' });
    const message = await env.control.latestMessage({ to: 'forgot@example.com' });
    const token = new URL(message.link as string).searchParams.get('token');
    const reset = await env.sdk.call('passwords.email.reset', { token, password: STRONGER });
    expect(reset.user_id).toBe(started.user_id);
    expect(reset.session.authentication_factors[0].type).toBe('password_reset');
    await env.sdk.call('passwords.authenticate', { email: 'forgot@example.com', password: STRONGER });
  });

  it('resets with the existing password, and for a live session', async () => {
    const created = await env.sdk.call('passwords.create', { email: 'rotate@example.com', password: STRONG });
    await env.sdk.call('passwords.existingPassword.reset', {
      email: 'rotate@example.com',
      existing_password: STRONG,
      new_password: STRONGER,
    });
    await env.sdk.call('passwords.authenticate', { email: 'rotate@example.com', password: STRONGER });

    const bySession = await env.sdk.call('passwords.sessions.reset', {
      password: STRONG,
      session_token: created.session_token,
    });
    expect(bySession.session.session_id).toBe(created.session.session_id);
    await env.sdk.call('passwords.authenticate', { email: 'rotate@example.com', password: STRONG });
    await expect(
      env.sdk.call('passwords.sessions.reset', { password: STRONGER, session_token: 'not-a-session' }),
    ).rejects.toMatchObject({ status_code: 404, error_type: 'session_not_found' });
  });

  it('deletes a password by its id', async () => {
    const created = await env.sdk.call('passwords.create', { email: 'nopw@example.com', password: STRONG });
    const answer = await env.sdk.call('users.deletePassword', {
      password_id: created.user.password.password_id,
    });
    expect(answer.user.password).toBeNull();
    await expect(
      env.sdk.call('passwords.authenticate', { email: 'nopw@example.com', password: STRONG }),
    ).rejects.toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
  });
});
