import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { SoftAuthenticator } from '../test-support/soft-authenticator';
import {
  finishLogin,
  logInWith,
  PAGE_ORIGIN,
  registerPasskey,
  startLogin,
} from '../test-support/webauthn-ceremonies';

/** Ada, signed in by a magic link, with a passkey registered on `authenticator`. */
async function withPasskey(authenticator = new SoftAuthenticator()) {
  const emulator = sdkTestClient();
  const login = await emulator.login('ada@example.com');
  const registered = await registerPasskey(emulator, login.session_token, authenticator);
  return { emulator, login, authenticator, registrationId: registered.webauthn_registration_id as string };
}

describe('webauthn/authenticate/start', () => {
  it('answers request options for a passkey: no allowed credentials, a ten-minute challenge for autofill', async () => {
    const emulator = sdkTestClient();
    const options = JSON.parse(await startLogin(emulator));
    expect(options).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rpId: 'localhost',
      allowCredentials: [],
      userVerification: 'preferred',
      timeout: 600_000,
    });
  });

  it("names the user a login is for: the session's on a secondary login, none on a primary one", async () => {
    const { emulator, login } = await withPasskey();
    const secondary = await emulator.call({
      path: '/webauthn/authenticate/start/secondary',
      sessionToken: login.session_token,
      body: { domain: 'localhost' },
    });
    expect(secondary.json.data.user_id).toBe(login.user_id);
    const primary = await emulator.call({
      path: '/webauthn/authenticate/start/primary',
      body: { domain: 'localhost' },
    });
    expect(primary.json.data.user_id).toBe('');
  });

  it("lists the signed-in user's credentials for a security-key login", async () => {
    const { emulator, login, authenticator } = await withPasskey();
    const options = JSON.parse(
      await startLogin(emulator, { kind: 'secondary', sessionToken: login.session_token, isPasskey: false }),
    );
    expect(options.allowCredentials).toEqual([
      { type: 'public-key', id: authenticator.credentialIds[0], transports: ['internal'] },
    ]);
  });

  it('needs a session for a secondary login', async () => {
    const emulator = sdkTestClient();
    const started = await emulator.call({
      path: '/webauthn/authenticate/start/secondary',
      body: { domain: 'localhost' },
    });
    expect(started.status).toBe(404);
    expect(started.json.error_type).toBe('session_not_found');
  });

  it('refuses a domain the page is not on', async () => {
    const emulator = sdkTestClient();
    const started = await emulator.call({
      path: '/webauthn/authenticate/start/primary',
      body: { domain: 'example.com' },
    });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe('invalid_webauthn_registration_domain');
    expect(started.detail).toMatch(/does not match the calling page/);
  });
});

describe('webauthn/authenticate', () => {
  it('logs in with a passkey: a new session with a webauthn factor, and the counter and last use stored', async () => {
    const { emulator, login, authenticator, registrationId } = await withPasskey();
    const before = emulator.project().clock.now();
    const loggedIn = await logInWith(emulator, authenticator);
    const after = emulator.project().clock.now();
    expect(loggedIn.status, JSON.stringify(loggedIn.json)).toBe(200);
    const data = loggedIn.json.data;
    expect(data.user_id).toBe(login.user_id);
    expect(data.webauthn_registration_id).toBe(registrationId);
    expect(data.session.session_id).not.toBe(login.session.session_id);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        last_authenticated_at: expect.any(String),
        webauthn_factor: {
          webauthn_registration_id: registrationId,
          domain: 'localhost',
          user_agent: 'Mozilla/5.0 (test)',
        },
      },
    ]);
    const stored = emulator.project().collections.webauthn_credentials.get(registrationId);
    expect(stored?.counter).toBe(1);
    const lastUsed = Date.parse(stored?.last_used_at ?? '');
    expect(lastUsed).toBeGreaterThanOrEqual(before);
    expect(lastUsed).toBeLessThanOrEqual(after);
  });

  it('logs in an RS256 credential', async () => {
    const { emulator, authenticator } = await withPasskey(new SoftAuthenticator({ algorithm: 'RS256' }));
    expect((await logInWith(emulator, authenticator)).status).toBe(200);
  });

  it('treats the bare start path as a primary login when the caller has no session', async () => {
    const { emulator, authenticator } = await withPasskey();
    expect((await logInWith(emulator, authenticator, {}, { kind: 'bare' })).status).toBe(200);
  });

  it('adds the factor to the signed-in session on a secondary login', async () => {
    const { emulator, login, authenticator } = await withPasskey();
    const loggedIn = await logInWith(
      emulator,
      authenticator,
      {},
      { kind: 'secondary', sessionToken: login.session_token },
    );
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json.data.session.session_id).toBe(login.session.session_id);
    expect(loggedIn.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'webauthn',
    ]);
  });

  it("refuses another user's passkey on a secondary login", async () => {
    const { emulator, authenticator } = await withPasskey();
    const bob = await emulator.login('bob@example.com');
    const refused = await logInWith(
      emulator,
      authenticator,
      {},
      { kind: 'secondary', sessionToken: bob.session_token },
    );
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('webauthn_registration_not_found');
  });

  it('refuses an unknown credential with webauthn_registration_not_found', async () => {
    const emulator = sdkTestClient();
    const stranger = new SoftAuthenticator();
    // A credential made for this RP id but never registered with the emulator.
    stranger.create(JSON.stringify(creationOptionsFor('localhost')), PAGE_ORIGIN);
    const refused = await logInWith(emulator, stranger);
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('webauthn_registration_not_found');
  });

  it('accepts a challenge once: the same assertion again is refused', async () => {
    const { emulator, authenticator } = await withPasskey();
    const signed = authenticator.get(await startLogin(emulator), PAGE_ORIGIN);
    expect((await finishLogin(emulator, signed)).status).toBe(200);
    const replayed = await finishLogin(emulator, signed);
    expect(replayed.status).toBe(401);
    expect(replayed.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(replayed.detail).toMatch(/already answered/);
  });

  it('refuses a challenge the emulator never issued', async () => {
    const { emulator, authenticator } = await withPasskey();
    const options = JSON.parse(await startLogin(emulator));
    const forged = JSON.stringify({ ...options, challenge: Buffer.from('made up').toString('base64url') });
    const refused = await finishLogin(emulator, authenticator.get(forged, PAGE_ORIGIN));
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toMatch(/did not issue/);
  });

  it('keeps a login challenge valid while an autofill prompt idles, until ten minutes on the project clock', async () => {
    const { emulator, authenticator } = await withPasskey();
    const idled = await startLogin(emulator);
    const expired = await startLogin(emulator);
    // A minute short of the expiry, so a slow machine's own seconds cannot carry it over.
    emulator.project().clock.change({ advance_ms: 9 * 60_000 });
    expect((await finishLogin(emulator, authenticator.get(idled, PAGE_ORIGIN))).status).toBe(200);
    emulator.project().clock.change({ advance_ms: 60_000 });
    const refused = await finishLogin(emulator, authenticator.get(expired, PAGE_ORIGIN));
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toMatch(/has expired/);
  });

  it('refuses an assertion the browser made for another origin', async () => {
    const { emulator, authenticator } = await withPasskey();
    const refused = await logInWith(emulator, authenticator, { origin: 'http://localhost:4000' });
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toMatch(/signed for http:\/\/localhost:4000/);
  });

  it('refuses a bogus signature', async () => {
    const { emulator, authenticator } = await withPasskey();
    const refused = await logInWith(emulator, authenticator, { bogusSignature: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('invalid_public_key_credential_invalid_signature');
  });

  it.each(['ES256', 'RS256'] as const)(
    'refuses a %s signature that is not even well-formed',
    async (algorithm) => {
      const { emulator, authenticator } = await withPasskey(new SoftAuthenticator({ algorithm }));
      const refused = await logInWith(emulator, authenticator, { malformedSignature: true });
      expect(refused.status).toBe(400);
      expect(refused.json.error_type).toBe('invalid_public_key_credential_invalid_signature');
    },
  );

  it('names the failed check, not the signature, when a malformed signature comes with another fault', async () => {
    const { emulator, authenticator } = await withPasskey();
    const refused = await logInWith(emulator, authenticator, {
      malformedSignature: true,
      userPresent: false,
    });
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toContain('not present');
  });

  it('refuses a user who was not present', async () => {
    const { emulator, authenticator } = await withPasskey();
    const refused = await logInWith(emulator, authenticator, { userPresent: false });
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toContain('not present');
  });

  it('requires user verification when the project does', async () => {
    const { emulator, authenticator } = await withPasskey();
    emulator
      .project()
      .updateSettings({ ...emulator.project().settings, webauthn_user_verification: 'required' });
    const refused = await logInWith(emulator, authenticator, { userVerified: false });
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toMatch(/did not verify the user/);
    expect((await logInWith(emulator, authenticator)).status).toBe(200);
  });

  it('accepts no user verification when the project only prefers it', async () => {
    const { emulator, authenticator } = await withPasskey();
    expect((await logInWith(emulator, authenticator, { userVerified: false })).status).toBe(200);
  });

  it('refuses a signature counter that did not move forward', async () => {
    const { emulator, authenticator } = await withPasskey();
    expect((await logInWith(emulator, authenticator, { signCount: 5 })).status).toBe(200);
    const refused = await logInWith(emulator, authenticator, { signCount: 5 });
    expect(refused.status).toBe(401);
    expect(refused.json.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(refused.detail).toMatch(/signature counter is 5, not above the 5/);
  });

  it('accepts an authenticator that keeps its counter at zero, as synced passkeys do', async () => {
    const { emulator, authenticator } = await withPasskey();
    expect((await logInWith(emulator, authenticator, { signCount: 0 })).status).toBe(200);
    expect((await logInWith(emulator, authenticator, { signCount: 0 })).status).toBe(200);
  });
});

/** Creation options as a start call would give them, for a credential the emulator never sees. */
function creationOptionsFor(rpId: string) {
  return {
    rp: { id: rpId, name: 'Elsewhere' },
    user: { id: Buffer.from('user-test-stranger').toString('base64url'), name: 'x', displayName: 'x' },
    challenge: Buffer.from('unused').toString('base64url'),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  };
}
