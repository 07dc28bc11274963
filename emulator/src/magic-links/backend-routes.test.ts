import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';

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

/** The ids of every session the emulator holds for the project (its control API lists them all). */
async function sessionIds(): Promise<string[]> {
  return (await env.control.sessions()).map((session) => session.session_id).sort();
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
  });

  it('refuses to revoke an invite for an email with none pending with email_not_found', async () => {
    await expect(
      env.sdk.call('magicLinks.email.revokeInvite', { email: 'never@example.com' }),
    ).rejects.toMatchObject({
      status_code: 404,
      error_type: 'email_not_found',
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
    expect(auth.session_token).toBe(signedIn.session_token);
  });

  it('adds the factor to a live session of the same user without session_duration_minutes, and starts none', async () => {
    const signedIn = await env.signedInUser('no-duration-owner@example.com');
    await env.sdk.call('magicLinks.email.send', { email: 'no-duration-owner@example.com' });
    const before = await sessionIds();
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('no-duration-owner@example.com'),
      session_jwt: signedIn.session_jwt,
    });
    expect(auth.session.session_id).toBe(signedIn.session.session_id);
    expect(auth.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'password',
      'magic_link',
    ]);
    expect(await sessionIds()).toEqual(before);
  });

  it('authenticates with no session_duration_minutes and no session without starting a session', async () => {
    const sent = await env.sdk.call('magicLinks.email.loginOrCreate', { email: 'sessionless@example.com' });
    const before = await sessionIds();
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('sessionless@example.com'),
    });
    expect(auth).toMatchObject({
      status_code: 200,
      user_id: sent.user_id,
      method_id: sent.email_id,
      session_token: '',
      session_jwt: '',
    });
    expect(auth.user.emails[0].verified).toBe(true);
    expect(auth.session).toBeUndefined();
    expect(await sessionIds()).toEqual(before);
  });

  it("starts no session when the session it names is another user's and no duration is given", async () => {
    const other = await env.signedInUser('someone-else@example.com');
    await env.sdk.call('magicLinks.email.loginOrCreate', { email: 'not-theirs@example.com' });
    const before = await sessionIds();
    const auth = await env.sdk.call('magicLinks.authenticate', {
      token: await linkToken('not-theirs@example.com'),
      session_token: other.session_token,
    });
    expect(auth).toMatchObject({ session_token: '', session_jwt: '' });
    expect(auth.session).toBeUndefined();
    expect(await sessionIds()).toEqual(before);
  });

  it('refuses a code_verifier for a link sent without a code_challenge, and keeps the link usable', async () => {
    await env.sdk.call('magicLinks.email.loginOrCreate', { email: 'no-pkce@example.com' });
    const token = await linkToken('no-pkce@example.com');
    await expect(
      env.sdk.call('magicLinks.authenticate', {
        token,
        code_verifier: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
        session_duration_minutes: 30,
      }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'pkce_did_not_expect_code_verifier' });
    const auth = await env.sdk.call('magicLinks.authenticate', { token, session_duration_minutes: 30 });
    expect(auth.session.authentication_factors[0].type).toBe('magic_link');
  });

  it('refuses custom claims the provider keeps for itself, and starts no session', async () => {
    await env.sdk.call('magicLinks.email.loginOrCreate', { email: 'claims@example.com' });
    const before = await sessionIds();
    await expect(
      env.sdk.call('magicLinks.authenticate', {
        token: await linkToken('claims@example.com'),
        session_duration_minutes: 30,
        session_custom_claims: { exp: 0 },
      }),
    ).rejects.toMatchObject({
      status_code: 400,
      error_type: 'reserved_claims_in_custom_claims',
    });
    expect(env.lastDetail()).toContain('exp');
    await env.sdk.call('magicLinks.email.loginOrCreate', { email: 'claims@example.com' });
    await expect(
      env.sdk.call('magicLinks.authenticate', {
        token: await linkToken('claims@example.com'),
        session_duration_minutes: 30,
        session_custom_claims: { 'https://stytch.com/session': {} },
      }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'stytch_claims_in_custom_claims' });
    expect(await sessionIds()).toEqual(before);
  });
});
