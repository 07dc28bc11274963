import type { ControlClient } from '@foyer/emulator';
import { describe, expect, it } from 'vitest';
import { createConnectedAppsControl } from './connected-apps-control';

function fakeControl(revoked: Array<[string, string]>) {
  return {
    users: async () => [
      { user_id: 'user-test-a', emails: [{ email: 'ada@example.com' }], phone_numbers: [] },
      { user_id: 'user-test-b', emails: [], phone_numbers: [{ phone_number: '+15555550100' }] },
      { user_id: 'user-test-c', emails: [], phone_numbers: [] },
    ],
    userConnectedApps: async (userId: string) =>
      userId === 'user-test-b'
        ? []
        : [
            {
              client_id: 'connected-app-test-demo',
              client_name: 'Demo',
              client_type: 'third_party',
              scopes: ['openid', 'email'],
              granted_at: '2026-01-01T00:00:00.000Z',
            },
          ],
    revokeUserConnectedApp: async (userId: string, clientId: string) => {
      revoked.push([userId, clientId]);
    },
  } as unknown as ControlClient;
}

describe('connected apps control', () => {
  it('lists the users who granted apps, named by email, else phone, else id', async () => {
    const apps = createConnectedAppsControl(() => fakeControl([]));
    const list = await apps.list('public-token-test-x');
    expect(list.map((user) => [user.userId, user.label])).toEqual([
      ['user-test-a', 'ada@example.com'],
      ['user-test-c', 'user-test-c'],
    ]);
    expect(list[0]?.apps).toEqual([
      {
        clientId: 'connected-app-test-demo',
        clientName: 'Demo',
        clientType: 'third_party',
        scopes: ['openid', 'email'],
        grantedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it("revokes one user's app in the asked project", async () => {
    const revoked: Array<[string, string]> = [];
    const tokens: string[] = [];
    const apps = createConnectedAppsControl((token) => {
      tokens.push(token);
      return fakeControl(revoked);
    });
    await apps.revoke('public-token-test-x', 'user-test-a', 'connected-app-test-demo');
    expect(tokens).toEqual(['public-token-test-x']);
    expect(revoked).toEqual([['user-test-a', 'connected-app-test-demo']]);
  });
});
