import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';
import { SoftAuthenticator } from '../test-support/soft-authenticator';
import { issueChallenge } from './challenges';
import { requestOptions } from './options';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

const LOCAL_PAGE = 'http://localhost:3000';

async function newUser(email: string): Promise<string> {
  return (await env.sdk.call('users.create', { email })).user_id;
}

/** registerStart and register through the SDK, the browser's part played by `authenticator` on `page`. */
async function registerOn(
  authenticator: SoftAuthenticator,
  userId: string,
  { domain = 'localhost', page = LOCAL_PAGE } = {},
) {
  const started = await env.sdk.call('webauthn.registerStart', {
    user_id: userId,
    domain,
    return_passkey_credential_options: true,
    use_base64_url_encoding: true,
  });
  return env.sdk.call('webauthn.register', {
    user_id: userId,
    public_key_credential: authenticator.create(started.public_key_credential_creation_options, page),
    session_duration_minutes: 30,
  });
}

describe('WebAuthn through the backend SDK', () => {
  it('registers a passkey for a user named by id, logs in with it, renames it and lists its key', async () => {
    const userId = await newUser('passkey@example.com');
    const authenticator = new SoftAuthenticator();
    const started = await env.sdk.call('webauthn.registerStart', {
      user_id: userId,
      domain: 'localhost',
      user_agent: 'Mozilla/5.0 (server test)',
      return_passkey_credential_options: true,
    });
    expect(started.user_id).toBe(userId);
    const creation = JSON.parse(started.public_key_credential_creation_options);
    expect(creation).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'passkey@example.com' } });
    expect(creation.authenticatorSelection.residentKey).toBe('required');

    const registered = await env.sdk.call('webauthn.register', {
      user_id: userId,
      public_key_credential: authenticator.create(started.public_key_credential_creation_options, LOCAL_PAGE),
      session_duration_minutes: 30,
    });
    expect(registered).toMatchObject({ status_code: 200, user_id: userId });
    expect(registered.user.webauthn_registrations).toEqual([
      expect.objectContaining({
        webauthn_registration_id: registered.webauthn_registration_id,
        domain: 'localhost',
        user_agent: 'Mozilla/5.0 (server test)',
        name: 'Passkey',
        verified: true,
      }),
    ]);
    expect(registered.session.authentication_factors[0]).toMatchObject({
      type: 'webauthn',
      webauthn_factor: { webauthn_registration_id: registered.webauthn_registration_id, domain: 'localhost' },
    });

    const login = await env.sdk.call('webauthn.authenticateStart', {
      domain: 'localhost',
      return_passkey_credential_options: true,
    });
    expect(JSON.parse(login.public_key_credential_request_options)).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [],
    });
    const loggedIn = await env.sdk.call('webauthn.authenticate', {
      public_key_credential: authenticator.get(login.public_key_credential_request_options, LOCAL_PAGE),
      session_duration_minutes: 45,
    });
    expect(loggedIn).toMatchObject({
      user_id: userId,
      webauthn_registration_id: registered.webauthn_registration_id,
      session_token: expect.any(String),
    });
    const verified = await env.sdk.call('sessions.authenticate', { session_token: loggedIn.session_token });
    expect(verified.session.user_id).toBe(userId);

    const renamed = await env.sdk.call('webauthn.update', {
      webauthn_registration_id: registered.webauthn_registration_id,
      name: 'Work laptop',
    });
    expect(renamed.webauthn_registration).toMatchObject({ name: 'Work laptop', domain: 'localhost' });
    expect((await env.sdk.call('users.get', { user_id: userId })).webauthn_registrations[0].name).toBe(
      'Work laptop',
    );

    const listed = await env.sdk.call('webauthn.listCredentials', { user_id: userId, domain: 'localhost' });
    expect(listed.credentials).toEqual([
      {
        credential_id: authenticator.credentialIds[0],
        webauthn_registration_id: registered.webauthn_registration_id,
        type: 'public-key',
        public_key: expect.any(String),
      },
    ]);
  });

  it('accepts an https page of the domain or a subdomain, and refuses any other page with unable_to_register_webauthn_registration', async () => {
    const authenticator = new SoftAuthenticator();
    const onSubdomain = await registerOn(authenticator, await newUser('sub@example.com'), {
      domain: 'example.com',
      page: 'https://app.example.com',
    });
    expect(onSubdomain.user.webauthn_registrations[0].domain).toBe('example.com');

    for (const page of ['https://example.com.evil.test', 'http://example.com', 'https://notexample.com']) {
      await expect(
        registerOn(authenticator, await newUser(`${new URL(page).hostname}-${page.length}@example.com`), {
          domain: 'example.com',
          page,
        }),
        page,
      ).rejects.toMatchObject({
        status_code: 400,
        error_type: 'unable_to_register_webauthn_registration',
      });
      expect(env.lastDetail()).toContain(`signed for ${page}, which is not an https page of example.com`);
    }
  });

  it('refuses an IP address as the domain', async () => {
    await expect(
      env.sdk.call('webauthn.registerStart', {
        user_id: await newUser('ip@example.com'),
        domain: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ status_code: 400, error_type: 'invalid_webauthn_registration_domain' });
  });

  it("refuses a registration answered for another user's challenge, and a replayed login", async () => {
    const ada = await newUser('ada-webauthn@example.com');
    const bob = await newUser('bob-webauthn@example.com');
    const started = await env.sdk.call('webauthn.registerStart', { user_id: ada, domain: 'localhost' });
    await expect(
      env.sdk.call('webauthn.register', {
        user_id: bob,
        public_key_credential: new SoftAuthenticator().create(
          started.public_key_credential_creation_options,
          LOCAL_PAGE,
        ),
      }),
    ).rejects.toMatchObject({
      status_code: 400,
      error_type: 'user_id_mismatch',
    });
    expect(env.lastDetail()).toContain('challenge issued for another user');

    const authenticator = new SoftAuthenticator();
    await registerOn(authenticator, ada);
    const login = await env.sdk.call('webauthn.authenticateStart', {
      domain: 'localhost',
      return_passkey_credential_options: true,
    });
    const response = authenticator.get(login.public_key_credential_request_options, LOCAL_PAGE);
    await env.sdk.call('webauthn.authenticate', { public_key_credential: response });
    await expect(
      env.sdk.call('webauthn.authenticate', { public_key_credential: response }),
    ).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_webauthn_registration',
    });
    expect(env.lastDetail()).toContain('already answered');
  });

  it("lists a named user's credentials, and refuses another user's passkey for that user's login", async () => {
    const ada = await newUser('ada-list@example.com');
    const bob = await newUser('bob-list@example.com');
    const adaKey = new SoftAuthenticator();
    const bobKey = new SoftAuthenticator();
    await registerOn(adaKey, ada);
    await registerOn(bobKey, bob);

    const forAda = await env.sdk.call('webauthn.authenticateStart', { domain: 'localhost', user_id: ada });
    expect(forAda.user_id).toBe(ada);
    expect(JSON.parse(forAda.public_key_credential_request_options).allowCredentials).toEqual([
      expect.objectContaining({ id: adaKey.credentialIds[0] }),
    ]);
    const adaLogin = await env.sdk.call('webauthn.authenticate', {
      public_key_credential: adaKey.get(forAda.public_key_credential_request_options, LOCAL_PAGE),
    });
    expect(adaLogin.user_id).toBe(ada);

    const passkeyForAda = await env.sdk.call('webauthn.authenticateStart', {
      domain: 'localhost',
      user_id: ada,
      return_passkey_credential_options: true,
    });
    await expect(
      env.sdk.call('webauthn.authenticate', {
        public_key_credential: bobKey.get(passkeyForAda.public_key_credential_request_options, LOCAL_PAGE),
      }),
    ).rejects.toMatchObject({ status_code: 404, error_type: 'webauthn_registration_not_found' });
  });

  it("does not finish a page's ceremony: a browser-API challenge is not the backend's", async () => {
    const ada = await newUser('ada-page@example.com');
    const authenticator = new SoftAuthenticator();
    await registerOn(authenticator, ada);
    const pageChallenge = issueChallenge(
      env.project,
      {
        ceremony: 'authentication',
        session_id: null,
        domain: 'localhost',
        user_verification: 'preferred',
      },
      10,
    );
    const options = JSON.stringify(requestOptions(env.project, pageChallenge, undefined, 60_000));
    await expect(
      env.sdk.call('webauthn.authenticate', {
        public_key_credential: authenticator.get(options, LOCAL_PAGE),
      }),
    ).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_webauthn_registration',
    });
    expect(env.lastDetail()).toContain('did not issue');
  });
});
