// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestbedApi, UserConnectedApps } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { ConnectedAppsSection } from './ConnectedAppsSection';

const TOKEN = 'public-token-test-connected-apps';

/** The emulator's grants as the panel sees them, answering from one in-memory list. */
function fakeGrantsApi(options: { failRevoke?: boolean } = {}) {
  let users: UserConnectedApps[] = [
    {
      userId: 'user-test-ada',
      label: 'ada@example.com',
      apps: [
        {
          clientId: 'connected-app-test-foyer-demo-app',
          clientName: 'Foyer demo app',
          clientType: 'third_party',
          scopes: ['openid', 'email', 'profile'],
          grantedAt: '2026-01-01T10:00:00.000Z',
        },
      ],
    },
  ];
  const revoked: Array<[string, string, string]> = [];
  const api = {
    listConnectedApps: async () => structuredClone(users),
    revokeConnectedApp: async (token: string, userId: string, clientId: string) => {
      if (options.failRevoke) throw new Error('emulator unreachable');
      revoked.push([token, userId, clientId]);
      users = users
        .map((user) => ({ ...user, apps: user.apps.filter((app) => app.clientId !== clientId) }))
        .filter((user) => user.apps.length > 0);
    },
  } as Partial<TestbedApi> as TestbedApi;
  return { api, revoked };
}

function renderWith(api: TestbedApi) {
  const store = createTestbedStore(defaultMountSettings(TOKEN), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const testbed: Testbed = {
    store,
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <ConnectedAppsSection />
    </TestbedContext.Provider>,
  );
}

afterEach(cleanup);

describe('the Connected apps section', () => {
  it('lists per user the apps they granted, with the scopes', async () => {
    renderWith(fakeGrantsApi().api);
    const table = await screen.findByRole('table', { name: 'Apps connected by ada@example.com' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Foyer demo app');
    expect(row.textContent).toContain('openid email profile');
  });

  it('revokes an app for its user in the page project, and the list follows', async () => {
    const { api, revoked } = fakeGrantsApi();
    renderWith(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Foyer demo app for ada@example.com' }));
    await screen.findByText('Revoked Foyer demo app for ada@example.com.');
    expect(revoked).toEqual([[TOKEN, 'user-test-ada', 'connected-app-test-foyer-demo-app']]);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText('No user has granted an app.')).toBeTruthy();
  });

  it('says why a revoke failed and keeps the grant listed', async () => {
    renderWith(fakeGrantsApi({ failRevoke: true }).api);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Foyer demo app for ada@example.com' }));
    await screen.findByText('Revoking failed: emulator unreachable');
    expect(screen.getByRole('table', { name: 'Apps connected by ada@example.com' })).toBeTruthy();
  });
});
