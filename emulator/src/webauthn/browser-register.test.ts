import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { CHROMIUM_VIRTUAL_AAGUID, SoftAuthenticator } from '../test-support/soft-authenticator';
import {
  finishRegistration,
  PAGE_ORIGIN,
  registerPasskey,
  startRegistration,
} from '../test-support/webauthn-ceremonies';

async function signedIn() {
  const emulator = sdkTestClient();
  const login = await emulator.login('ada@example.com');
  return { emulator, login, token: login.session_token };
}

/** Pages on app.localhost may call the project at all (its SDK settings), whatever WebAuthn then allows. */
function authorizeSubdomainPages(emulator: ReturnType<typeof sdkTestClient>): void {
  const { settings } = emulator.project();
  emulator.project().updateSettings({
    ...settings,
    authorized_origins: [...settings.authorized_origins, 'http://app.localhost:*'],
  });
}

describe('webauthn/register/start', () => {
  it('answers creation options for a passkey: RP, a stable user handle, a fresh challenge, ES256 and RS256', async () => {
    const { emulator, login, token } = await signedIn();
    const first = JSON.parse(await startRegistration(emulator, token));
    const second = JSON.parse(await startRegistration(emulator, token));
    expect(first).toEqual({
      rp: { id: 'localhost', name: 'Emulator' },
      user: {
        id: Buffer.from(login.user_id).toString('base64url'),
        name: 'ada@example.com',
        displayName: 'ada@example.com',
      },
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      timeout: 300_000,
      excludeCredentials: [],
      attestation: 'none',
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
      },
    });
    expect(second.user.id).toBe(first.user.id);
    expect(second.challenge).not.toBe(first.challenge);
  });

  it('asks a security key for no resident key, and names the attachment the caller chose', async () => {
    const { emulator, token } = await signedIn();
    const options = JSON.parse(
      await startRegistration(emulator, token, { isPasskey: false, authenticatorType: 'cross-platform' }),
    );
    expect(options.authenticatorSelection).toEqual({
      authenticatorAttachment: 'cross-platform',
      residentKey: 'discouraged',
      requireResidentKey: false,
      userVerification: 'preferred',
    });
  });

  it("excludes the user's registered credentials, so the browser refuses the same authenticator twice", async () => {
    const { emulator, token } = await signedIn();
    const authenticator = new SoftAuthenticator();
    await registerPasskey(emulator, token, authenticator);
    const options = await startRegistration(emulator, token);
    expect(JSON.parse(options).excludeCredentials).toEqual([
      { type: 'public-key', id: authenticator.credentialIds[0], transports: ['internal'] },
    ]);
    expect(() => authenticator.create(options, PAGE_ORIGIN)).toThrow('previously registered');
  });

  it('needs a signed-in user', async () => {
    const emulator = sdkTestClient();
    const started = await emulator.call({
      path: '/webauthn/register/start',
      body: { domain: 'localhost', user_agent: 'test' },
    });
    expect(started.status).toBe(404);
    expect(started.json.error_type).toBe('session_not_found');
  });

  it.each([
    ['a domain that is not the page host', 'example.com', PAGE_ORIGIN, 'does not match the calling page'],
    ['a subdomain the project does not allow', 'app.localhost', 'http://app.localhost:3000', 'not among'],
    ['a request without an Origin', 'localhost', '', 'no usable Origin'],
  ])('refuses %s with invalid_webauthn_registration_domain', async (_case, domain, origin, message) => {
    const { emulator, token } = await signedIn();
    authorizeSubdomainPages(emulator);
    const started = await emulator.call({
      path: '/webauthn/register/start',
      sessionToken: token,
      headers: { origin },
      body: { domain, user_agent: 'test' },
    });
    expect(started.status).toBe(400);
    expect(started.json.error_type).toBe('invalid_webauthn_registration_domain');
    expect(started.detail).toContain(message);
  });

  it('accepts a page on a subdomain of an allowed domain, and a domain the project allows', async () => {
    const { emulator, token } = await signedIn();
    authorizeSubdomainPages(emulator);
    const subdomainPage = JSON.parse(
      await startRegistration(emulator, token, { origin: 'http://app.localhost:3000' }),
    );
    expect(subdomainPage.rp.id).toBe('localhost');
    emulator.project().updateSettings({
      ...emulator.project().settings,
      webauthn_allowed_domains: ['localhost', 'app.localhost'],
    });
    const ownDomain = JSON.parse(
      await startRegistration(emulator, token, {
        domain: 'app.localhost',
        origin: 'http://app.localhost:3000',
      }),
    );
    expect(ownDomain.rp.id).toBe('app.localhost');
  });
});

describe('webauthn/register', () => {
  it('verifies the attestation, stores the credential and adds a webauthn factor to the session', async () => {
    const { emulator, login, token } = await signedIn();
    const registered = await registerPasskey(emulator, token, new SoftAuthenticator());

    const id = registered.webauthn_registration_id;
    expect(id).toMatch(/^webauthn-registration-test-/);
    expect(registered.session_token).toBe(token);
    expect(registered.session.session_id).toBe(login.session.session_id);
    expect(registered.session_jwt.split('.')).toHaveLength(3);
    expect(registered.user.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: id,
        domain: 'localhost',
        user_agent: 'Mozilla/5.0 (test)',
        authenticator_type: 'platform',
        verified: true,
        name: 'Passkey',
      },
    ]);
    expect(registered.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'webauthn',
    ]);
    expect(registered.session.authentication_factors[1]).toMatchObject({
      delivery_method: 'webauthn_registration',
      webauthn_factor: {
        webauthn_registration_id: id,
        domain: 'localhost',
        user_agent: 'Mozilla/5.0 (test)',
      },
    });
    expect(emulator.project().collections.webauthn_credentials.get(id)).toMatchObject({
      user_id: login.user_id,
      counter: 0,
      transports: ['internal'],
      aaguid: CHROMIUM_VIRTUAL_AAGUID,
      backup_eligible: false,
      backed_up: false,
      last_used_at: null,
    });
  });

  it('records the backup flags of a synced passkey, and numbers default names', async () => {
    const { emulator, token } = await signedIn();
    await registerPasskey(emulator, token, new SoftAuthenticator());
    const synced = await registerPasskey(
      emulator,
      token,
      new SoftAuthenticator({ backupEligible: true, backedUp: true, algorithm: 'RS256' }),
    );
    expect(synced.user.webauthn_registrations.map((r: { name: string }) => r.name)).toEqual([
      'Passkey',
      'Passkey 2',
    ]);
    expect(
      emulator.project().collections.webauthn_credentials.get(synced.webauthn_registration_id),
    ).toMatchObject({ backup_eligible: true, backed_up: true });
  });

  it('refuses a credential id already registered, even when the browser did not exclude it', async () => {
    const { emulator, token } = await signedIn();
    const first = new SoftAuthenticator();
    await registerPasskey(emulator, token, first);
    const bob = await emulator.login('bob@example.com');
    const clone = new SoftAuthenticator().create(
      await startRegistration(emulator, bob.session_token),
      PAGE_ORIGIN,
      {
        credentialId: first.credentialIds[0],
      },
    );
    const refused = await finishRegistration(emulator, bob.session_token, clone);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('duplicate_webauthn_registration');
  });

  it('refuses a registration without a session', async () => {
    const { emulator, token } = await signedIn();
    const credential = new SoftAuthenticator().create(await startRegistration(emulator, token), PAGE_ORIGIN);
    const refused = await emulator.call({
      path: '/webauthn/register',
      body: { public_key_credential: credential },
    });
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('session_not_found');
  });

  it("refuses another session's challenge", async () => {
    const { emulator, token } = await signedIn();
    const other = await emulator.login('bob@example.com');
    const credential = new SoftAuthenticator().create(await startRegistration(emulator, token), PAGE_ORIGIN);
    const refused = await finishRegistration(emulator, other.session_token, credential);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('no_pending_webauthn_registration');
    expect(refused.detail).toMatch(/did not issue/);
  });

  it('accepts a challenge once: a replayed registration is refused', async () => {
    const { emulator, token } = await signedIn();
    const credential = new SoftAuthenticator().create(await startRegistration(emulator, token), PAGE_ORIGIN);
    expect((await finishRegistration(emulator, token, credential)).status).toBe(200);
    const replayed = await finishRegistration(emulator, token, credential);
    expect(replayed.status).toBe(400);
    expect(replayed.json.error_type).toBe('no_pending_webauthn_registration');
    expect(replayed.detail).toMatch(/already answered/);
    expect(emulator.project().collections.webauthn_credentials.size).toBe(1);
  });

  it('refuses a registration after its five-minute challenge expired on the project clock', async () => {
    const { emulator, token } = await signedIn();
    const credential = new SoftAuthenticator().create(await startRegistration(emulator, token), PAGE_ORIGIN);
    emulator.project().clock.change({ advance_ms: 5 * 60_000 });
    const refused = await finishRegistration(emulator, token, credential);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('no_pending_webauthn_registration');
    expect(refused.detail).toMatch(/has expired/);
  });

  it('refuses a response the browser made for another origin', async () => {
    const { emulator, token } = await signedIn();
    const options = await startRegistration(emulator, token);
    const credential = new SoftAuthenticator().create(options, PAGE_ORIGIN, { origin: 'http://evil.test' });
    const refused = await finishRegistration(emulator, token, credential);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('unable_to_register_webauthn_registration');
    expect(refused.detail).toContain('signed for http://evil.test');
  });

  it('refuses an attestation for another RP id', async () => {
    const { emulator, token } = await signedIn();
    const options = JSON.parse(await startRegistration(emulator, token));
    const forged = JSON.stringify({ ...options, rp: { ...options.rp, id: 'evil.test' } });
    const refused = await finishRegistration(
      emulator,
      token,
      new SoftAuthenticator().create(forged, PAGE_ORIGIN),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('unable_to_register_webauthn_registration');
    expect(refused.detail).toMatch(/RP ID/i);
  });

  it('refuses a user who was not present', async () => {
    const { emulator, token } = await signedIn();
    const credential = new SoftAuthenticator().create(await startRegistration(emulator, token), PAGE_ORIGIN, {
      userPresent: false,
    });
    const refused = await finishRegistration(emulator, token, credential);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('unable_to_register_webauthn_registration');
    expect(refused.detail).toContain('not present');
  });

  it('requires user verification when the project does, and asks for it in the options', async () => {
    const { emulator, token } = await signedIn();
    emulator
      .project()
      .updateSettings({ ...emulator.project().settings, webauthn_user_verification: 'required' });
    const options = await startRegistration(emulator, token);
    expect(JSON.parse(options).authenticatorSelection.userVerification).toBe('required');
    const refused = await finishRegistration(
      emulator,
      token,
      new SoftAuthenticator({ userVerifies: false }).create(options, PAGE_ORIGIN),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('unable_to_register_webauthn_registration');
    expect(refused.detail).toMatch(/did not verify the user/);
  });

  it.each([
    ['text that is not JSON', 'not json'],
    [
      'a credential without an attestation object',
      JSON.stringify({ id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'e30' } }),
    ],
    [
      'client data that is not JSON',
      JSON.stringify({
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        response: { clientDataJSON: 'bm9wZQ', attestationObject: 'AA' },
      }),
    ],
  ])('refuses %s with invalid_public_key_credential', async (_case, publicKeyCredential) => {
    const { emulator, token } = await signedIn();
    const refused = await finishRegistration(emulator, token, publicKeyCredential);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('invalid_public_key_credential');
  });
});
