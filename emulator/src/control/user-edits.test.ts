import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../server';
import { type ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): ControlClient {
  return createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
}

/** Signs in with a password over the SDK API, as a page would. */
async function passwordLogin(control: ControlClient, email: string, password: string) {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1/passwords/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${control.publicToken}:${control.publicToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, session_duration_minutes: 30 }),
  });
  return (await response.json()) as { error_type?: string };
}

/** The refusal's status and type, from the control client's error. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => {
      const { envelope } = error as ControlApiError;
      return { status: envelope.status_code, errorType: envelope.error_type };
    },
  );

describe('editing a user through the control API', () => {
  it('renames, replaces the contacts (a kept one keeps its id) and the metadata', async () => {
    const control = newProject();
    const user = await control.seedUser({ email: 'ada@example.com', name: { first_name: 'Ada' } });
    const kept = user.emails[0]?.email_id;
    const edited = await control.updateUser(user.user_id, {
      name: { last_name: 'Lovelace' },
      emails: ['ada@example.com', 'countess@example.com'],
      phoneNumbers: ['+15555550100'],
      untrustedMetadata: { theme: 'dark' },
    });
    expect(edited.name).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(edited.emails).toEqual([
      { email_id: kept, email: 'ada@example.com', verified: true },
      { email_id: expect.any(String), email: 'countess@example.com', verified: true },
    ]);
    expect(edited.phone_numbers).toEqual([
      expect.objectContaining({ phone_number: '+15555550100', verified: true }),
    ]);
    expect(edited.untrusted_metadata).toEqual({ theme: 'dark' });
    const dropped = await control.updateUser(user.user_id, { emails: ['countess@example.com'] });
    expect(dropped.emails.map((e) => e.email)).toEqual(['countess@example.com']);
    expect(dropped.phone_numbers).toHaveLength(1);
  });

  it("refuses another user's email, changing nothing, and a malformed one", async () => {
    const control = newProject();
    await control.seedUser({ email: 'grace@example.com' });
    const ada = await control.seedUser({ email: 'ada@example.com' });
    const taken = await rejection(
      control.updateUser(ada.user_id, { emails: ['grace@example.com'], name: { first_name: 'X' } }),
    );
    expect(taken).toMatchObject({ status: 400, errorType: 'duplicate_email' });
    expect((await control.user(ada.user_id)).name.first_name).toBe('');
    const malformed = await rejection(control.updateUser(ada.user_id, { emails: ['not an email'] }));
    expect(malformed).toMatchObject({ status: 400, errorType: 'bad_request' });
  });

  it('shows a lock set by failed sign-ins, and lifts it', async () => {
    const control = newProject();
    await control.updateSettings({ password_lockout_threshold: 2 });
    const user = await control.seedUser({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });
    expect(await control.user(user.user_id)).toMatchObject({ is_locked: false });
    await passwordLogin(control, 'ada@example.com', 'wrong one');
    await passwordLogin(control, 'ada@example.com', 'wrong two');
    const [listed] = await control.users();
    expect(listed).toMatchObject({ is_locked: true, lock_expires_at: expect.any(String) });
    expect(await passwordLogin(control, 'ada@example.com', 'correct horse battery staple')).toMatchObject({
      error_type: 'user_lock_limit_reached',
    });
    expect(await control.unlockUser(user.user_id)).toMatchObject({ is_locked: false });
    expect(
      await passwordLogin(control, 'ada@example.com', 'correct horse battery staple'),
    ).not.toHaveProperty('error_type');
  });

  it('revokes one session, and says when there is none', async () => {
    const control = newProject();
    const { session } = await control.signIn({ email: 'ada@example.com' });
    await control.revokeSession(session.session_id);
    expect(await control.sessions()).toEqual([]);
    expect(await rejection(control.revokeSession(session.session_id))).toMatchObject({
      status: 404,
      errorType: 'session_not_found',
    });
  });

  it("puts the clock back on the machine's time", async () => {
    const control = newProject();
    await control.advanceClock(24 * 60 * 60_000);
    expect((await control.clock()).offset_ms).toBe(24 * 60 * 60_000);
    const reset = await control.resetClock();
    expect(reset.offset_ms).toBe(0);
    expect(Math.abs(Date.parse(reset.now) - Date.now())).toBeLessThan(60_000);
  });
});
