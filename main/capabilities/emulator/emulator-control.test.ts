import { ControlApiError, createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorChange } from '../../../contracts/emulator';
import { createEmulatorControl, type EmulatorControlCapability, PAST_EXPIRY_MS } from './emulator-control';

const MINUTE = 60_000;
let emulator: RunningEmulator;
let control: EmulatorControlCapability;
let tokenCount = 0;
const freshToken = () => `public-token-test-control-${Date.now()}-${tokenCount++}`;
// The testbed always starts its emulator with a control token; every call here must carry it.
const controlOf = (token: string) =>
  createControlClient(emulator.httpUrl, token, { controlToken: emulator.controlToken });

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0, controlToken: 'auto' });
  control = createEmulatorControl({ controlFor: controlOf });
});
afterAll(async () => {
  control.stop();
  await emulator.close();
});

/** Calls the SDK API as the client library does, for what only the SDK creates (passcodes, links). */
async function sdk(publicToken: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('emulator control capability (against a running emulator)', () => {
  it('is refused by an emulator with a control token when it does not send the token', async () => {
    const withoutToken = createEmulatorControl({
      controlFor: (token) => createControlClient(emulator.httpUrl, token),
    });
    const refusal = await withoutToken.users(freshToken()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ControlApiError);
    expect((refusal as ControlApiError).envelope).toMatchObject({
      status_code: 401,
      error_type: 'invalid_control_token',
    });
  });

  it('reads the project clock and moves it forward by the amount asked', async () => {
    const token = freshToken();
    const before = await control.clock(token);
    expect(before.offsetMs).toBe(0);
    const after = await control.advanceClock(token, 5 * MINUTE);
    expect(after.offsetMs).toBe(5 * MINUTE);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(await control.clock(token)).toMatchObject({ offsetMs: 5 * MINUTE });
    // Each project keeps its own clock.
    expect((await control.clock(freshToken())).offsetMs).toBe(0);
  });

  it('moves the clock just past the latest pending passcode or link expiry, and not at all when none is pending', async () => {
    const token = freshToken();
    expect(await control.advanceClockToExpiry(token)).toEqual({
      clock: expect.objectContaining({ offsetMs: 0 }),
      passedExpiry: null,
    });

    await sdk(token, '/otps/email/login_or_create', { email: 'code@example.com', expiration_minutes: 5 });
    await sdk(token, '/magic_links/email/login_or_create', {
      email: 'link@example.com',
      login_expiration_minutes: 10,
    });
    const { otps, email_tokens } = (await controlOf(token).exportProject()).collections;
    const [linkExpiry] = Object.values(email_tokens).map((link) => link.expires_at);
    expect(Object.values(otps)).toHaveLength(1);

    const moved = await control.advanceClockToExpiry(token);
    expect(moved.passedExpiry).toBe(linkExpiry);
    const movedNow = Date.parse(moved.clock.now);
    expect(movedNow).toBeGreaterThan(Date.parse(linkExpiry ?? ''));
    // Past by the margin, plus only the time the calls took (not another expiry's worth).
    expect(movedNow - Date.parse(linkExpiry ?? '')).toBeLessThan(PAST_EXPIRY_MS + MINUTE);
    expect(moved.clock.offsetMs).toBeGreaterThan(10 * MINUTE - MINUTE);

    // Everything has expired now: nothing is pending, so the clock stays where it is.
    const again = await control.advanceClockToExpiry(token);
    expect(again.passedExpiry).toBeNull();
    expect(again.clock.offsetMs).toBe(moved.clock.offsetMs);
  });

  it('lists the users and sessions of one project in the contract shape, and deletes a user', async () => {
    const token = freshToken();
    const user = await controlOf(token).seedUser({
      email: 'ada@example.com',
      phoneNumber: '+15555550123',
    });
    expect(await control.users(token)).toEqual([
      {
        userId: user.user_id,
        emails: ['ada@example.com'],
        phoneNumbers: ['+15555550123'],
        status: 'active',
        createdAt: user.created_at,
      },
    ]);
    expect(await control.users(freshToken())).toEqual([]);
    expect(await control.sessions(token)).toEqual([]);
    await control.deleteUser(token, user.user_id);
    expect(await control.users(token)).toEqual([]);
  });

  it('injects a failing fault and a slow one, lists them with what is left, and clears them', async () => {
    const token = freshToken();
    await control.injectFault(token, {
      endpoint: '/magic_links/email/login_or_create',
      count: 2,
      error: { type: 'internal_server_error', status: 500 },
      latencyMs: 0,
    });
    await control.injectFault(token, {
      endpoint: '/otps/authenticate',
      count: 1,
      error: null,
      latencyMs: 800,
    });
    const faults = await control.faults(token);
    expect(faults.map(({ id: _, ...fault }) => fault)).toEqual([
      {
        endpoint: '/magic_links/email/login_or_create',
        remaining: 2,
        latencyMs: 0,
        error: { type: 'internal_server_error', status: 500 },
      },
      { endpoint: '/otps/authenticate', remaining: 1, latencyMs: 800, error: null },
    ]);
    await control.clearFaults(token);
    expect(await control.faults(token)).toEqual([]);
  });

  it('resets a project', async () => {
    const token = freshToken();
    await controlOf(token).seedUser({ email: 'grace@example.com' });
    await control.resetProject(token);
    expect(await control.users(token)).toEqual([]);
  });

  it('streams changes of the watched project only, and switches when another is watched', async () => {
    const first = freshToken();
    const second = freshToken();
    const changes: EmulatorChange[] = [];
    const nextChange = () =>
      new Promise<EmulatorChange>((resolve) => {
        const started = changes.length;
        const timer = setInterval(() => {
          const change = changes[started];
          if (change) {
            clearInterval(timer);
            resolve(change);
          }
        }, 10);
      });

    control.watch(first, (change) => changes.push(change));
    // The stream announces itself before changes flow; give it a moment to connect.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const arrived = nextChange();
    await controlOf(first).seedUser({ email: 'one@example.com' });
    expect(await arrived).toMatchObject({ publicToken: first, kind: 'user' });

    control.watch(second, (change) => changes.push(change));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const countBefore = changes.length;
    await controlOf(first).seedUser({ email: 'ignored@example.com' });
    const fromSecond = nextChange();
    await controlOf(second).seedUser({ email: 'two@example.com' });
    expect(await fromSecond).toMatchObject({ publicToken: second, kind: 'user' });
    expect(changes.slice(countBefore).every((change) => change.publicToken === second)).toBe(true);
  });
});
