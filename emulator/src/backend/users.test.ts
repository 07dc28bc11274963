import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../testing/backend-emulator';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

describe('users through the backend SDK', () => {
  it('creates, reads, updates and deletes a user', async () => {
    const created = await env.sdk.call('users.create', {
      email: 'Grace@Example.com',
      phone_number: '+15555550123',
      name: { first_name: 'Grace' },
      trusted_metadata: { plan: 'pro' },
    });
    expect(created).toMatchObject({ status_code: 200, status: 'active', user_id: created.user.user_id });
    expect(created.user.emails).toEqual([
      { email_id: created.email_id, email: 'grace@example.com', verified: false },
    ]);
    expect(created.user.phone_numbers[0].phone_id).toBe(created.phone_id);

    const read = await env.sdk.call('users.get', { user_id: created.user_id });
    expect(read).toMatchObject({
      user_id: created.user_id,
      name: { first_name: 'Grace' },
      trusted_metadata: { plan: 'pro' },
    });

    const updated = await env.sdk.call('users.update', {
      user_id: created.user_id,
      name: { last_name: 'Hopper' },
      trusted_metadata: { plan: null, seats: 3 },
      untrusted_metadata: { theme: 'dark' },
    });
    expect(updated.user).toMatchObject({
      name: { first_name: 'Grace', last_name: 'Hopper' },
      trusted_metadata: { seats: 3 },
      untrusted_metadata: { theme: 'dark' },
    });

    expect((await env.sdk.call('users.delete', { user_id: created.user_id })).user_id).toBe(created.user_id);
    await expect(env.sdk.call('users.get', { user_id: created.user_id })).rejects.toMatchObject({
      status_code: 404,
      error_type: 'user_not_found',
    });
  });

  it('refuses a second user with the same email', async () => {
    await env.sdk.call('users.create', { email: 'twice@example.com' });
    await expect(env.sdk.call('users.create', { email: 'TWICE@example.com' })).rejects.toMatchObject({
      status_code: 400,
      error_type: 'duplicate_email',
    });
  });

  it('searches by email, phone, status and user id, a page at a time', async () => {
    const a = await env.sdk.call('users.create', { email: 'search-a@example.org' });
    const b = await env.sdk.call('users.create', {
      email: 'search-b@example.org',
      create_user_as_pending: true,
    });
    const c = await env.sdk.call('users.create', { phone_number: '+15555550999' });
    const ids = (answer: { results: { user_id: string }[] }) => answer.results.map((u) => u.user_id);

    const byEmail = await env.sdk.call('users.search', {
      query: {
        operator: 'AND',
        operands: [{ filter_name: 'email_address', filter_value: ['search-a@example.org'] }],
      },
    });
    expect(ids(byEmail)).toEqual([a.user_id]);
    const fuzzyPending = await env.sdk.call('users.search', {
      query: {
        operator: 'AND',
        operands: [
          { filter_name: 'email_address_fuzzy', filter_value: 'example.org' },
          { filter_name: 'status', filter_value: 'pending' },
        ],
      },
    });
    expect(ids(fuzzyPending)).toEqual([b.user_id]);
    const either = await env.sdk.call('users.search', {
      query: {
        operator: 'OR',
        operands: [
          { filter_name: 'phone_number', filter_value: ['+15555550999'] },
          { filter_name: 'user_id', filter_value: [a.user_id] },
        ],
      },
    });
    expect(ids(either).sort()).toEqual([a.user_id, c.user_id].sort());

    const query = {
      operator: 'AND',
      operands: [{ filter_name: 'email_address_fuzzy', filter_value: 'search-' }],
    };
    const first = await env.sdk.call('users.search', { query, limit: 1 });
    expect(first.results_metadata.total).toBe(2);
    const second = await env.sdk.call('users.search', {
      query,
      limit: 1,
      cursor: first.results_metadata.next_cursor,
    });
    expect([...ids(first), ...ids(second)]).toEqual([a.user_id, b.user_id]);
    expect(second.results_metadata.next_cursor).toBeNull();
  });

  it('deletes an email and a phone number by id', async () => {
    const created = await env.sdk.call('users.create', {
      email: 'parts@example.com',
      phone_number: '+15555550777',
    });
    const withoutEmail = await env.sdk.call('users.deleteEmail', { email_id: created.email_id });
    expect(withoutEmail.user.emails).toEqual([]);
    const withoutPhone = await env.sdk.call('users.deletePhoneNumber', { phone_id: created.phone_id });
    expect(withoutPhone.user.phone_numbers).toEqual([]);
    await expect(env.sdk.call('users.deleteEmail', { email_id: created.email_id })).rejects.toMatchObject({
      status_code: 404,
      error_type: 'email_not_found',
    });
  });

  it('checks authorization against the project policy with the roles a user holds', async () => {
    await env.control.updateSettings({
      rbac_policy: {
        roles: [
          {
            role_id: 'editor',
            description: 'Edits',
            permissions: [{ resource_id: 'documents', actions: ['write'] }],
          },
        ],
        resources: [{ resource_id: 'documents', description: 'Docs', actions: ['write'] }],
        scopes: [],
      },
    });
    const policy = await env.sdk.call('rbac.policy');
    expect(policy.policy.roles.map((r: { role_id: string }) => r.role_id)).toEqual(['stytch_user', 'editor']);

    const signedIn = await env.signedInUser('editor@example.com');
    const check = { resource_id: 'documents', action: 'write' };
    await expect(
      env.sdk.call('sessions.authenticateJwt', {
        session_jwt: signedIn.session_jwt,
        authorization_check: check,
      }),
    ).rejects.toMatchObject({ status_code: 403, error_type: 'invalid_permissions' });

    await env.sdk.call('users.update', { user_id: signedIn.user_id, roles: ['editor'] });
    // The old JWT lacks the role, so the SDK asks the API, which answers with a JWT that has it.
    const allowed = await env.sdk.call('sessions.authenticateJwt', {
      session_jwt: signedIn.session_jwt,
      authorization_check: check,
    });
    expect(allowed.session.roles).toEqual(['stytch_user', 'editor']);
    const local = await env.sdk.call('sessions.authenticateJwtLocal', {
      session_jwt: allowed.session_jwt,
      authorization_check: check,
    });
    expect(local.roles).toEqual(['stytch_user', 'editor']);
  });
});
