import { createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorChange } from './contract';
import { createEmulatorControl, type EmulatorControlCapability } from './emulator-control';

let emulator: RunningEmulator;
let control: EmulatorControlCapability;
let tokenCount = 0;
const freshToken = () => `public-token-test-control-${Date.now()}-${tokenCount++}`;

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  control = createEmulatorControl({
    controlFor: (token) => createControlClient(emulator.httpUrl, token),
  });
});
afterAll(async () => {
  control.stop();
  await emulator.close();
});

describe('emulator control capability (against a running emulator)', () => {
  it('lists the users and sessions of one project in the contract shape, and deletes a user', async () => {
    const token = freshToken();
    const user = await createControlClient(emulator.httpUrl, token).seedUser({
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
    await createControlClient(emulator.httpUrl, token).seedUser({ email: 'grace@example.com' });
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
    await createControlClient(emulator.httpUrl, first).seedUser({ email: 'one@example.com' });
    expect(await arrived).toMatchObject({ publicToken: first, kind: 'user' });

    control.watch(second, (change) => changes.push(change));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const countBefore = changes.length;
    await createControlClient(emulator.httpUrl, first).seedUser({ email: 'ignored@example.com' });
    const fromSecond = nextChange();
    await createControlClient(emulator.httpUrl, second).seedUser({ email: 'two@example.com' });
    expect(await fromSecond).toMatchObject({ publicToken: second, kind: 'user' });
    expect(changes.slice(countBefore).every((change) => change.publicToken === second)).toBe(true);
  });
});
