import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { CHROMIUM_VIRTUAL_AAGUID, SoftAuthenticator } from '../test-support/soft-authenticator';
import { PAGE_ORIGIN } from '../test-support/webauthn-ceremonies';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

/** Calls the SDK API over HTTP from the test page's origin, as the real client in that page does. */
async function sdk(control: ControlClient, path: string, body: unknown, sessionToken = control.publicToken) {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${control.publicToken}:${sessionToken}`).toString('base64')}`,
      'content-type': 'application/json',
      origin: PAGE_ORIGIN,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown>; error_type?: string };
  return { status: response.status, data: json.data, errorType: json.error_type };
}

/** A project with Ada, signed up with a password, holding one passkey. */
async function adaWithPasskey() {
  const control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  const { data: login } = await sdk(control, '/passwords', {
    email: 'ada@example.com',
    password: 'violet-tractor-umbrella-1987',
    session_duration_minutes: 60,
  });
  const user = await control.user(login.user_id as string);
  const sessionToken = login.session_token as string;
  const authenticator = new SoftAuthenticator();
  const started = await sdk(
    control,
    '/webauthn/register/start',
    { domain: 'localhost', return_passkey_credential_options: true, user_agent: 'test' },
    sessionToken,
  );
  const credential = authenticator.create(
    started.data.public_key_credential_creation_options as string,
    PAGE_ORIGIN,
  );
  const registered = await sdk(
    control,
    '/webauthn/register',
    { public_key_credential: credential },
    sessionToken,
  );
  expect(registered.status).toBe(200);
  return { control, user, authenticator, id: registered.data.webauthn_registration_id as string };
}

async function logIn(control: ControlClient, authenticator: SoftAuthenticator) {
  const started = await sdk(control, '/webauthn/authenticate/start/primary', {
    domain: 'localhost',
    return_passkey_credential_options: true,
  });
  const signed = authenticator.get(started.data.public_key_credential_request_options as string, PAGE_ORIGIN);
  return sdk(control, '/webauthn/authenticate', {
    public_key_credential: signed,
    session_duration_minutes: 30,
  });
}

describe('WebAuthn registrations over the control API', () => {
  it("lists a user's registrations with the credential id, counter and times, without the public key", async () => {
    const { control, user, authenticator, id } = await adaWithPasskey();
    expect((await logIn(control, authenticator)).status).toBe(200);
    const [listed, ...rest] = await control.webauthnRegistrations(user.user_id);
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({
      webauthn_registration_id: id,
      user_id: user.user_id,
      name: 'Passkey',
      domain: 'localhost',
      credential_id: authenticator.credentialIds[0],
      counter: 1,
      aaguid: CHROMIUM_VIRTUAL_AAGUID,
      created_at: expect.any(String),
      last_used_at: expect.any(String),
    });
    expect(listed).not.toHaveProperty('public_key');
    expect(await control.webauthnRegistrations()).toEqual([listed]);
  });

  it('refuses to list the registrations of a user the project lacks', async () => {
    const { control } = await adaWithPasskey();
    const refusal = await control.webauthnRegistrations('user-test-nobody').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ControlApiError);
    expect((refusal as ControlApiError).envelope.error_type).toBe('user_not_found');
  });

  it('deletes a registration with its credential, so the passkey logs in no one', async () => {
    const { control, user, authenticator, id } = await adaWithPasskey();
    const updated = await control.deleteWebAuthnRegistration(user.user_id, id);
    expect(updated.webauthn_registrations).toEqual([]);
    expect(await control.webauthnRegistrations()).toEqual([]);
    const refused = await logIn(control, authenticator);
    expect(refused.errorType).toBe('webauthn_registration_not_found');
    const again = await control.deleteWebAuthnRegistration(user.user_id, id).catch((e: unknown) => e);
    expect((again as ControlApiError).envelope.error_type).toBe('webauthn_registration_not_found');
  });

  it('sets the allowed domains, refusing an IP address', async () => {
    const { control } = await adaWithPasskey();
    const settings = await control.updateSettings({
      webauthn_allowed_domains: ['localhost', 'app.example.com'],
    });
    expect(settings.webauthn_allowed_domains).toEqual(['localhost', 'app.example.com']);
    const refusal = await control.updateSettings({ webauthn_allowed_domains: ['127.0.0.1'] }).catch((e) => e);
    expect((refusal as ControlApiError).envelope.error_message).toContain('IP address');
  });

  it('keeps passkeys through export and import: the same passkey logs in, and its counter carries on', async () => {
    const { control, authenticator, id } = await adaWithPasskey();
    expect((await logIn(control, authenticator)).status).toBe(200);
    const exported = await control.exportProject();
    await control.resetProject();
    expect((await logIn(control, authenticator)).errorType).toBe('webauthn_registration_not_found');

    await control.importProject(exported);
    const loggedIn = await logIn(control, authenticator);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.data.webauthn_registration_id).toBe(id);
    expect((await control.webauthnRegistrations())[0]?.counter).toBe(3);
  });
});

describe('importing WebAuthn credentials', () => {
  it('refuses two registrations with the same credential id', async () => {
    const { control, id } = await adaWithPasskey();
    const exported = await control.exportProject();
    const credential = exported.collections.webauthn_credentials[id];
    if (!credential) throw new Error('the export lacks the registered credential');
    const copyId = 'webauthn-registration-test-copy';
    const doubled = {
      ...exported,
      collections: {
        ...exported.collections,
        webauthn_credentials: {
          ...exported.collections.webauthn_credentials,
          [copyId]: { ...credential, webauthn_registration_id: copyId },
        },
      },
    };
    const refusal = await control.importProject(doubled).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ControlApiError);
    expect((refusal as ControlApiError).envelope.error_message).toContain('same lookup value');
  });
});
