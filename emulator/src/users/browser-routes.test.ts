import { describe, expect, it } from 'vitest';
import { newId } from '../store/ids';
import { sdkTestClient } from '../test-support/sdk-test-client';

const USER_KEYS = [
  'biometric_registrations',
  'created_at',
  'crypto_wallets',
  'emails',
  'name',
  'password',
  'phone_numbers',
  'providers',
  'request_id',
  'roles',
  'status',
  'status_code',
  'totps',
  'trusted_metadata',
  'untrusted_metadata',
  'user_id',
  'webauthn_registrations',
];

describe('GET /sdk/v1/users/me', () => {
  it('answers with the whole user as data', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login('ada@example.com');
    const { status, json } = await call({
      method: 'GET',
      path: '/users/me',
      sessionToken: auth.session_token,
    });
    expect(status).toBe(200);
    expect(Object.keys(json.data).sort()).toEqual(USER_KEYS);
    expect(json.data).toMatchObject({ user_id: auth.user_id, password: null });
  });

  it('answers a caller without a session with session_not_found', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ method: 'GET', path: '/users/me' });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });
});

describe('PUT /sdk/v1/users/me', () => {
  it('updates the name and merges untrusted_metadata, answering with __user', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const token = auth.session_token;
    await call({
      method: 'PUT',
      path: '/users/me',
      sessionToken: token,
      body: { untrusted_metadata: { a: 1, b: 2 } },
    });
    const { status, json } = await call({
      method: 'PUT',
      path: '/users/me',
      sessionToken: token,
      body: { name: { first_name: 'Ada' }, untrusted_metadata: { b: null, c: 3 } },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ user_id: auth.user_id, emails: auth.user.emails, phone_numbers: [] });
    expect(json.data.__user.name).toEqual({ first_name: 'Ada', middle_name: '', last_name: '' });
    expect(json.data.__user.untrusted_metadata).toEqual({ a: 1, c: 3 });
  });

  it('refuses metadata nested 200 000 levels deep, and the user still answers afterwards', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const deep = `{"untrusted_metadata": {"a": ${'['.repeat(200_000)}${']'.repeat(200_000)}}}`;
    const refused = await call({
      method: 'PUT',
      path: '/users/me',
      sessionToken: auth.session_token,
      body: deep,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('bad_request');
    expect(refused.detail).toMatch(/levels deep/);
    const after = await call({ method: 'GET', path: '/users/me', sessionToken: auth.session_token });
    expect(after.status).toBe(200);
  });

  it('refuses metadata that is not an object', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const { status, json } = await call({
      method: 'PUT',
      path: '/users/me',
      sessionToken: auth.session_token,
      body: { untrusted_metadata: 'text' },
    });
    expect(status).toBe(400);
    expect(json.error_type).toBe('bad_request');
  });
});

describe('DELETE /sdk/v1/users/:kind/:id', () => {
  it('removes an email and answers with __user', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const emailId = auth.user.emails[0]!.email_id;
    const { status, json } = await call({
      method: 'DELETE',
      path: `/users/emails/${emailId}`,
      sessionToken: auth.session_token,
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ user_id: auth.user_id, __user: { emails: [] } });
  });

  it.each([
    ['phone_numbers', 'phone_numbers', { phone_id: 'phone-1', phone_number: '+15555550100', verified: true }],
    ['totps', 'totps', { totp_id: 'totp-1', verified: true }],
    [
      'crypto_wallets',
      'crypto_wallets',
      {
        crypto_wallet_id: 'cw-1',
        crypto_wallet_address: '0xabc',
        crypto_wallet_type: 'ethereum',
        verified: true,
      },
    ],
    [
      'oauth',
      'providers',
      {
        oauth_user_registration_id: 'oauth-1',
        provider_subject: '1',
        provider_type: 'Google',
        profile_picture_url: '',
        locale: 'en',
      },
    ],
    [
      'webauthn_registrations',
      'webauthn_registrations',
      {
        webauthn_registration_id: 'wr-1',
        domain: 'localhost',
        user_agent: '',
        authenticator_type: 'platform',
        verified: true,
        name: 'Passkey',
      },
    ],
    [
      'biometric_registrations',
      'biometric_registrations',
      { biometric_registration_id: 'bio-1', verified: true },
    ],
  ] as const)('removes one entry of %s', async (kind, list, entry) => {
    const { call, login, project } = sdkTestClient();
    const auth = await login();
    const user = project().collections.users.get(auth.user_id)!;
    project().collections.users.put(user.user_id, { ...user, [list]: [entry] });
    const id = Object.values(entry)[0] as string;
    const { status, json } = await call({
      method: 'DELETE',
      path: `/users/${kind}/${id}`,
      sessionToken: auth.session_token,
    });
    expect(status).toBe(200);
    expect(json.data.__user[list]).toEqual([]);
  });

  it('answers an unknown id with the kind’s not-found error type', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const { status, json } = await call({
      method: 'DELETE',
      path: `/users/phone_numbers/${newId('phone-number')}`,
      sessionToken: auth.session_token,
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('phone_number_not_found');
  });

  it('answers an unknown kind with route_not_found', async () => {
    const { call, login } = sdkTestClient();
    const auth = await login();
    const { status, json } = await call({
      method: 'DELETE',
      path: '/users/pets/1',
      sessionToken: auth.session_token,
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('route_not_found');
  });

  it('answers a caller without a session with session_not_found', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ method: 'DELETE', path: '/users/emails/email-1' });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });
});

describe('POST /sdk/v1/users/search', () => {
  it('tells new, passwordless and password users apart', async () => {
    const { call, login, project } = sdkTestClient();
    await login('link@example.com');
    const withPassword = await login('pw@example.com');
    project().collections.users.put(withPassword.user_id, {
      ...withPassword.user,
      password: { password_id: 'password-1', requires_reset: false },
    });
    const search = async (email: string) =>
      (await call({ path: '/users/search', body: { email } })).json.data.userType;
    expect(await search('new@example.com')).toBe('new');
    expect(await search('LINK@example.com')).toBe('passwordless');
    expect(await search('pw@example.com')).toBe('password');
  });

  it('refuses a malformed email with invalid_email', async () => {
    const { call } = sdkTestClient();
    const { status, json } = await call({ path: '/users/search', body: { email: 'not-an-email' } });
    expect(status).toBe(400);
    expect(json.error_type).toBe('invalid_email');
  });

  it('reads emails as the sends do: trimmed, any case, and every character a send accepts', async () => {
    const { call, login } = sdkTestClient();
    await login("o'brien!x@example.com");
    const search = (email: string) => call({ path: '/users/search', body: { email } });
    expect((await search("  O'Brien!X@Example.com ")).json.data?.userType).toBe('passwordless');
    expect((await search('a@b.c')).json.error_type).toBe('invalid_email');
  });
});
