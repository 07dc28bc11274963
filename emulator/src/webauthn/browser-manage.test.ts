import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { SoftAuthenticator } from '../test-support/soft-authenticator';
import { logInWith, registerPasskey } from '../test-support/webauthn-ceremonies';

async function withPasskey() {
  const emulator = sdkTestClient();
  const login = await emulator.login('ada@example.com');
  const authenticator = new SoftAuthenticator();
  const registered = await registerPasskey(emulator, login.session_token, authenticator);
  return {
    emulator,
    token: login.session_token,
    authenticator,
    id: registered.webauthn_registration_id as string,
  };
}

function rename(emulator: ReturnType<typeof sdkTestClient>, token: string, id: string, name: unknown) {
  return emulator.call({
    method: 'PUT',
    path: `/webauthn/update/${id}`,
    sessionToken: token,
    body: { name },
  });
}

describe('webauthn/update', () => {
  it('renames a registration, trimmed, and answers it', async () => {
    const { emulator, token, id } = await withPasskey();
    const renamed = await rename(emulator, token, id, '  Work laptop  ');
    expect(renamed.status).toBe(200);
    expect(Object.keys(renamed.json.data).sort()).toEqual([
      'request_id',
      'status_code',
      'webauthn_registration',
    ]);
    expect(renamed.json.data.webauthn_registration).toMatchObject({
      webauthn_registration_id: id,
      name: 'Work laptop',
    });
    const me = await emulator.call({ method: 'GET', path: '/users/me', sessionToken: token });
    expect(me.json.data.webauthn_registrations[0].name).toBe('Work laptop');
  });

  it('takes a name of 100 characters', async () => {
    const { emulator, token, id } = await withPasskey();
    expect((await rename(emulator, token, id, 'é'.repeat(100))).status).toBe(200);
  });

  it.each([
    ['an empty name', '', 'empty_webauthn_registration_name', 'cannot be empty'],
    ['a name of spaces', '   ', 'empty_webauthn_registration_name', 'cannot be empty'],
    ['a name of 101 characters', 'a'.repeat(101), 'bad_request', 'at most 100'],
    ['a name with a control character', 'Work\nlaptop', 'bad_request', 'control characters'],
  ])('refuses %s with %s', async (_case, name, errorType, message) => {
    const { emulator, token, id } = await withPasskey();
    const refused = await rename(emulator, token, id, name);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe(errorType);
    expect(refused.detail).toContain(message);
  });

  it('refuses a name that is not a string with bad_request, naming the field', async () => {
    const { emulator, token, id } = await withPasskey();
    const refused = await rename(emulator, token, id, 42);
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('bad_request');
    expect(refused.detail).toMatch(/^name: /);
  });

  it("refuses an id that is not one of the signed-in user's registrations", async () => {
    const { emulator, id } = await withPasskey();
    const bob = await emulator.login('bob@example.com');
    const refused = await rename(emulator, bob.session_token, id, 'Mine now');
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('webauthn_registration_not_found');
  });
});

describe('DELETE users/webauthn_registrations', () => {
  it('removes the registration and its credential: the passkey then logs in no one', async () => {
    const { emulator, token, authenticator, id } = await withPasskey();
    const deleted = await emulator.call({
      method: 'DELETE',
      path: `/users/webauthn_registrations/${id}`,
      sessionToken: token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.__user.webauthn_registrations).toEqual([]);
    expect(emulator.project().collections.webauthn_credentials.has(id)).toBe(false);

    const refused = await logInWith(emulator, authenticator);
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('webauthn_registration_not_found');
  });
});
