import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../testing/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

/** The token of the newest link emailed to `to`, read from the inbox as a test reads a mailbox. */
async function linkToken(to: string): Promise<string> {
  const message = await env.control.latestMessage({ to, channel: 'email' });
  return new URL(message.link as string).searchParams.get('token') as string;
}

describe('magic links through the backend SDK', () => {
  it('login_or_create emails a signup link to a new user; authenticate starts a session with custom claims', async () => {
    const sent = await env.sdk.call('magicLinks.email.loginOrCreate', {
      email: 'new@example.com',
      signup_magic_link_url: 'http://localhost:3000/authenticate',
    });
    expect(sent).toMatchObject({ status_code: 200, user_created: true });
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('new@example.com'),
      session_duration_minutes: 30,
      session_custom_claims: { tier: 'gold' },
    });
    expect(auth).toMatchObject({ user_id: sent.user_id, method_id: sent.email_id });
    expect(auth.user.emails[0].verified).toBe(true);
    expect(auth.session.authentication_factors[0]).toMatchObject({
      type: 'magic_link',
      delivery_method: 'email',
    });
    const local = await env.sdk.call('sessions.authenticateJwtLocal', { session_jwt: auth.session_jwt });
    expect(local.custom_claims).toEqual({ tier: 'gold' });
  });

  it('refuses a link used twice', async () => {
    await env.sdk.call('magicLinks.email.loginOrCreate', { email: 'twice@example.com' });
    const token = await linkToken('twice@example.com');
    await env.sdk.call('magicLinks.authenticate', { token });
    await expect(env.sdk.call('magicLinks.authenticate', { token })).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_magic_link',
    });
  });

  it('send needs an existing user, or adds the email to the user it names', async () => {
    await expect(
      env.sdk.call('magicLinks.email.send', { email: 'nobody@example.com' }),
    ).rejects.toMatchObject({
      status_code: 404,
      error_type: 'email_not_found',
    });
    const user = await env.sdk.call('users.create', { email: 'owner@example.com' });
    const added = await env.sdk.call('magicLinks.email.send', {
      email: 'second@example.com',
      user_id: user.user_id,
    });
    expect(added.user_id).toBe(user.user_id);
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('second@example.com'),
    });
    expect(auth.user.emails.map((e: { email: string }) => e.email)).toEqual([
      'owner@example.com',
      'second@example.com',
    ]);
  });

  it('invite makes a pending user who becomes active by the link', async () => {
    const invited = await env.sdk.call('magicLinks.email.invite', {
      email: 'invitee@example.com',
      name: { first_name: 'Ivy' },
    });
    expect((await env.sdk.call('users.get', { user_id: invited.user_id })).status).toBe('pending');
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('invitee@example.com'),
    });
    expect(auth.user).toMatchObject({ status: 'active', name: { first_name: 'Ivy' } });
    await expect(
      env.sdk.call('magicLinks.email.invite', { email: 'invitee@example.com' }),
    ).rejects.toMatchObject({
      status_code: 400,
      error_type: 'duplicate_email',
    });
  });

  it('revokeInvite spends the invite link', async () => {
    await env.sdk.call('magicLinks.email.invite', { email: 'revoked@example.com' });
    const token = await linkToken('revoked@example.com');
    await env.sdk.call('magicLinks.email.revokeInvite', { email: 'revoked@example.com' });
    await expect(env.sdk.call('magicLinks.authenticate', { token })).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_magic_link',
    });
    await expect(
      env.sdk.call('magicLinks.email.revokeInvite', { email: 'never@example.com' }),
    ).rejects.toMatchObject({
      status_code: 404,
      error_type: 'invite_not_found',
    });
  });

  it('adds the factor to the session it names', async () => {
    const signedIn = await env.signedInUser('session-owner@example.com');
    await env.sdk.call('magicLinks.email.send', { email: 'session-owner@example.com' });
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('session-owner@example.com'),
      session_token: signedIn.session_token,
    });
    expect(auth.session.session_id).toBe(signedIn.session.session_id);
    expect(auth.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'password',
      'magic_link',
    ]);
  });
});
