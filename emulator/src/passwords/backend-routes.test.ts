import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFactor } from '../sessions/factors';
import { issueSession } from '../sessions/issue-session';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

const STRONG = 'correct horse battery staple 1987!';
const STRONGER = 'an entirely different passphrase 2042?';

/** The ids of every session the emulator holds for the project (its control API lists them all). */
async function sessionIds(): Promise<string[]> {
  return (await env.control.sessions()).map((session) => session.session_id).sort();
}

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

    expect(created.session.authentication_factors[0]).toMatchObject({ type: 'password' });

    const auth = await env.sdk.call('passwords.authenticate', {
      email: 'pw@example.com',
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(auth).toMatchObject({ user_id: created.user_id });
    // The SDK's PasswordsAuthenticateResponse has no reset_sessions (magic links and OTPs do).
    expect(auth).not.toHaveProperty('reset_sessions');
    expect(auth.session.session_id).not.toBe(created.session.session_id);
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
    const reset = await env.sdk.call('passwords.email.reset', {
      token,
      password: STRONGER,
      session_duration_minutes: 30,
    });
    expect(reset.user_id).toBe(started.user_id);
    expect(reset.session.authentication_factors[0].type).toBe('password_reset');
    await env.sdk.call('passwords.authenticate', { email: 'forgot@example.com', password: STRONGER });
  });

  it('resets with the existing password, and for a live session', async () => {
    const created = await env.sdk.call('passwords.create', {
      email: 'rotate@example.com',
      password: STRONG,
      session_duration_minutes: 30,
    });
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

  it('creates no session when passwords.create names no session_duration_minutes', async () => {
    const before = await sessionIds();
    const created = await env.sdk.call('passwords.create', {
      email: 'nosession@example.com',
      password: STRONG,
    });
    expect(created).toMatchObject({ status_code: 200, session_token: '', session_jwt: '' });
    expect(created.user.emails[0].email).toBe('nosession@example.com');
    expect(created.session).toBeUndefined();
    expect(await sessionIds()).toEqual(before);
  });

  it('authenticates with no session_duration_minutes without starting a session', async () => {
    await env.sdk.call('passwords.create', { email: 'check-only@example.com', password: STRONG });
    const before = await sessionIds();
    const auth = await env.sdk.call('passwords.authenticate', {
      email: 'check-only@example.com',
      password: STRONG,
    });
    expect(auth).toMatchObject({
      status_code: 200,
      session_token: '',
      session_jwt: '',
    });
    expect(auth.user.emails[0].email).toBe('check-only@example.com');
    expect(auth.session).toBeUndefined();
    expect(await sessionIds()).toEqual(before);
  });

  it('adds the password to a live session of the same user it names, with no session_duration_minutes', async () => {
    const created = await env.sdk.call('passwords.create', {
      email: 'second-factor@example.com',
      password: STRONG,
    });
    const user = env.project.collections.users.get(created.user_id);
    const email = user?.emails[0];
    if (!user || !email) throw new Error('passwords.create made no user with an email');
    const signedIn = await issueSession(env.project, user, emailFactor('magic_link', email), 60);
    const before = await sessionIds();
    const auth = await env.sdk.call('passwords.authenticate', {
      email: 'second-factor@example.com',
      password: STRONG,
      session_token: signedIn.session_token,
    });
    expect(auth.session.session_id).toBe(signedIn.session.session_id);
    expect(auth.session_token).toBe(signedIn.session_token);
    expect(auth.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'password',
    ]);
    expect(await sessionIds()).toEqual(before);
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
