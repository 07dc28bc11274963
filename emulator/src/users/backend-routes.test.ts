import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';

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
    expect(created.user.is_locked).toBe(false);
    expect(created.user).not.toHaveProperty('lock_expires_at');

    const read = await env.sdk.call('users.get', { user_id: created.user_id });
    expect(read).toMatchObject({
      user_id: created.user_id,
      name: { first_name: 'Grace' },
      trusted_metadata: { plan: 'pro' },
      is_locked: false,
    });

    const updated = await env.sdk.call('users.update', {
      user_id: created.user_id,
      name: { last_name: 'Hopper' },
      trusted_metadata: { plan: null, seats: 3 },
      untrusted_metadata: { theme: 'dark' },
    });
    // The lock rides on the user, not beside it: UsersUpdateResponse has no top-level is_locked.
    expect(updated).not.toHaveProperty('is_locked');
    expect(updated.user).toMatchObject({
      name: { first_name: 'Grace', last_name: 'Hopper' },
      trusted_metadata: { seats: 3 },
      untrusted_metadata: { theme: 'dark' },
      is_locked: false,
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
    expect(byEmail.results[0].is_locked).toBe(false);
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

  it.each([
    [
      'an unknown filter',
      { filter_name: 'favourite_colour', filter_value: ['blue'] },
      'user_search_filter_name_not_recognized',
      /favourite_colour/,
    ],
    [
      'a string for a list filter',
      { filter_name: 'email_address', filter_value: 'a@example.com' },
      'user_search_expected_array_of_string',
      /email_address/,
    ],
    [
      'a list for a fuzzy filter',
      { filter_name: 'email_address_fuzzy', filter_value: ['example'] },
      'user_search_expected_string',
      /email_address_fuzzy/,
    ],
    [
      'a string for a yes-or-no filter',
      { filter_name: 'email_verified', filter_value: 'yes' },
      'user_search_expected_bool',
      /email_verified/,
    ],
    [
      'a date that is no timestamp',
      { filter_name: 'created_at_greater_than', filter_value: 'last week' },
      'user_search_expected_timestamp',
      /created_at_greater_than/,
    ],
    [
      'an unknown status',
      { filter_name: 'status', filter_value: 'deleted' },
      'user_search_invalid_status_filter',
      /status/,
    ],
    [
      'a null filter_value',
      { filter_name: 'phone_number', filter_value: null },
      'user_search_missing_filter_value',
      /phone_number has no filter_value/,
    ],
  ])('refuses a search with %s as 400 %s', async (_name, operand, errorType, message) => {
    await expect(
      env.sdk.call('users.search', { query: { operator: 'AND', operands: [operand] } }),
    ).rejects.toMatchObject({
      status_code: 400,
      error_type: errorType,
    });
    expect(env.lastDetail()).toMatch(message);
  });

  it('refuses a cursor it never answered with user_search_invalid_cursor, and a limit out of range with user_search_invalid_limit', async () => {
    await expect(env.sdk.call('users.search', { cursor: 'not-a-cursor' })).rejects.toMatchObject({
      status_code: 400,
      error_type: 'user_search_invalid_cursor',
    });
    for (const limit of [0, 1001]) {
      await expect(env.sdk.call('users.search', { limit }), String(limit)).rejects.toMatchObject({
        status_code: 400,
        error_type: 'user_search_invalid_limit',
      });
    }
  });

  it('reports a lock on the user, in search results and on the user of an authenticate answer', async () => {
    const email = 'locked-out@example.com';
    const created = await env.sdk.call('passwords.create', {
      email,
      password: 'correct horse battery staple 1987!',
    });
    const loggedIn = await env.sdk.call('passwords.authenticate', {
      email,
      password: 'correct horse battery staple 1987!',
    });
    expect(loggedIn.user.is_locked).toBe(false);
    const before = await env.control.settings();
    await env.control.updateSettings({ password_lockout_threshold: 2, password_lockout_minutes: 30 });
    try {
      for (let guess = 0; guess < 2; guess++) {
        await expect(
          env.sdk.call('passwords.authenticate', { email, password: 'not the password at all' }),
        ).rejects.toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
      }
      const read = await env.sdk.call('users.get', { user_id: created.user_id });
      expect(read.is_locked).toBe(true);
      expect(Date.parse(read.lock_expires_at) - Date.parse(read.lock_created_at)).toBe(30 * 60_000);
      const lock = {
        is_locked: true,
        lock_created_at: read.lock_created_at,
        lock_expires_at: read.lock_expires_at,
      };
      const found = await env.sdk.call('users.search', {
        query: { operator: 'AND', operands: [{ filter_name: 'email_address', filter_value: [email] }] },
      });
      expect(found.results[0]).toMatchObject({ user_id: created.user_id, ...lock });
      // A magic link still signs the user in; its answer's user shows the lock.
      await env.sdk.call('magicLinks.email.send', { email });
      const message = await env.control.latestMessage({ to: email, channel: 'email' });
      const auth = await env.sdk.call('magicLinks.authenticate', {
        token: new URL(message.link as string).searchParams.get('token'),
      });
      expect(auth.user).toMatchObject({ user_id: created.user_id, ...lock });
      await expect(
        env.sdk.call('passwords.authenticate', { email, password: 'correct horse battery staple 1987!' }),
      ).rejects.toMatchObject({ status_code: 429, error_type: 'user_lock_limit_reached' });
    } finally {
      await env.control.updateSettings({
        password_lockout_threshold: before.password_lockout_threshold,
        password_lockout_minutes: before.password_lockout_minutes,
      });
    }
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
});
