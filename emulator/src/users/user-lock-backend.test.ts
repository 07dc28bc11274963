import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';

const MINUTE = 60_000;
const RIGHT = 'violet-tractor-umbrella-1987';

// Its own emulator: the test moves the project clock.
let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

describe("users.get's lock, from wrong passwords", () => {
  it('reports is_locked with the lock times while wrong passwords lock the user, and no lock once it ran out', async () => {
    await env.control.updateSettings({ password_lockout_threshold: 3, password_lockout_minutes: 30 });
    const email = 'locked@example.com';
    const { user_id } = await env.sdk.call('passwords.create', { email, password: RIGHT });
    expect(await env.sdk.call('users.get', { user_id })).toMatchObject({ is_locked: false });

    const lockedAt = (await env.control.clock()).now;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(
        env.sdk.call('passwords.authenticate', { email, password: 'not-the-password-at-all' }),
      ).rejects.toMatchObject({ status_code: 401 });
    }
    const locked = await env.sdk.call('users.get', { user_id });
    expect(locked.is_locked).toBe(true);
    expect(Date.parse(locked.lock_created_at)).toBeGreaterThanOrEqual(Date.parse(lockedAt));
    expect(Date.parse(locked.lock_expires_at) - Date.parse(locked.lock_created_at)).toBe(30 * MINUTE);

    await env.control.advanceClock(31 * MINUTE);
    const unlocked = await env.sdk.call('users.get', { user_id });
    expect(unlocked.is_locked).toBe(false);
    expect(unlocked).not.toHaveProperty('lock_expires_at');
  });
});
