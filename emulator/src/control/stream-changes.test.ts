import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { connectPublicApp, logIn, registerPublicApp } from '../test-support/connected-app-flows';
import { type ControlClient, createControlClient } from './client';
import { changesOf, type StreamChange } from './stream-changes';

let emulator: RunningEmulator;
const store = EmulatorStore.inMemory();
beforeAll(async () => {
  emulator = await serveStore(store);
});
afterAll(async () => {
  await emulator.close();
});

/** A new project, and the changes its writes announce from now on, as its stream sends them. */
function watchedProject(): { control: ControlClient; changes: StreamChange[]; stop: () => void } {
  const token = `public-token-test-${crypto.randomUUID()}`;
  const changes: StreamChange[] = [];
  const stop = store.subscribe((change) => {
    const project = change.token === token ? store.existingProject(token) : undefined;
    if (project) changes.push(...changesOf(project, change.write));
  });
  return { control: createControlClient(emulator.httpUrl, token), changes, stop };
}

async function sdk<T>(control: ControlClient, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${control.publicToken}:${control.publicToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const kinds = (changes: StreamChange[]) => changes.map((change) => change.kind);

describe('what the live stream says changed', () => {
  it('a message added with its use, the message again once its link is used, the user and the session', async () => {
    const { control, changes, stop } = watchedProject();
    await sdk(control, '/magic_links/email/login_or_create', { email: 'ada@example.com' });
    const added = changes.find((change) => change.kind === 'message_added');
    expect(added).toMatchObject({ message: { to: 'ada@example.com', used_tokens: {}, code_used_at: null } });
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'user_changed', user: expect.objectContaining({ is_locked: false }) }),
    );

    changes.length = 0;
    const [sent] = await control.messages();
    const token = new URL(sent?.link ?? 'x:').searchParams.get('token') ?? '';
    await sdk(control, '/magic_links/authenticate', { token, session_duration_minutes: 30 });
    const used = changes.find((change) => change.kind === 'message_changed');
    expect(used).toMatchObject({
      message: { message_id: sent?.message_id, used_tokens: { [token]: expect.any(String) } },
    });
    const session = changes.find((change) => change.kind === 'session_changed');
    expect(session).toMatchObject({ session: { session_token: expect.any(String) } });

    changes.length = 0;
    const sessionId = session?.kind === 'session_changed' ? session.session.session_id : '';
    await control.revokeSession(sessionId);
    expect(changes).toContainEqual({ kind: 'session_removed', session_id: sessionId });
    const userId = (await control.users())[0]?.user_id ?? '';
    await control.deleteUser(userId);
    expect(changes).toContainEqual({ kind: 'user_changed', user_id: userId, user: null });
    stop();
  });

  it('a passcode message again once its code logged in', async () => {
    const { control, changes, stop } = watchedProject();
    const { method_id } = await sdk<{ method_id: string }>(control, '/otps/email/login_or_create', {
      email: 'grace@example.com',
    });
    const [sent] = await control.messages();
    changes.length = 0;
    await sdk(control, '/otps/authenticate', { token: sent?.code, method_id, session_duration_minutes: 30 });
    expect(changes).toContainEqual({
      kind: 'message_changed',
      message: expect.objectContaining({ message_id: sent?.message_id, code_used_at: expect.any(String) }),
    });
    stop();
  });

  it('nothing for telemetry or a read; a reset for an import; the collection for other records', async () => {
    const { control, changes, stop } = watchedProject();
    await control.settings();
    changes.length = 0;
    const telemetry = { event_id: 'event-id-1', app: { identifier: 'localhost' } };
    await sdk(control, '/events', [
      {
        telemetry,
        event: { public_token: control.publicToken, event_name: 'sdk_instance_instantiated', details: {} },
      },
    ]);
    await control.users();
    expect(changes).toEqual([]);
    await control.injectFault({ endpoint: '/otps/authenticate', latencyMs: 1 });
    expect(changes).toEqual([{ kind: 'records_changed', collection: 'fault' }]);
    await control.importProject(await control.exportProject());
    expect(kinds(changes).at(-1)).toBe('reset');
    stop();
  });

  it('for a grant given or revoked, the user whose it is', async () => {
    const { control, changes, stop } = watchedProject();
    const { sessionToken, userId } = await logIn(emulator.httpUrl, control, 'ada@example.com');
    await registerPublicApp(control, 'demo');
    changes.length = 0;
    await connectPublicApp(emulator.httpUrl, control, sessionToken, 'demo');
    const grantChange = { kind: 'records_changed', collection: 'connected_app_grant', user_id: userId };
    expect(changes).toContainEqual(grantChange);
    changes.length = 0;
    await control.revokeUserConnectedApp(userId, 'demo');
    expect(changes).toEqual([grantChange]);
    stop();
  });
});
