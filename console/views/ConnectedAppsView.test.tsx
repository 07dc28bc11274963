// @vitest-environment happy-dom
import type { ConnectedApp, ConnectedAppInput } from '@foyer/emulator/control';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectPort, UserGrants } from '../port/project-port';
import { ConnectedAppsView } from './ConnectedAppsView';
import { renderView } from './test-support/render-view';
import { testFeed } from './test-support/test-feed';
import { aUser } from './test-support/user-fixtures';

const demoApp: ConnectedApp = {
  client_id: 'connected-app-test-foyer-demo-app',
  client_name: 'Foyer demo app',
  client_description: '',
  client_logo_url: null,
  client_type: 'third_party',
  redirect_uris: ['http://localhost:3000/callback', 'http://localhost:3000/other'],
  post_logout_redirect_uris: [],
  allowed_custom_scopes: [],
  created_at: '2026-01-01T09:00:00.000Z',
};

const SECRET = 'secret-test-shown-once-0123456789';

/** The emulator's apps and grants as the view sees them through the port, from in-memory lists. */
function appsProject(options: { failRevoke?: string; refuseRegistration?: string } = {}) {
  let apps: ConnectedApp[] = [demoApp];
  let grants: UserGrants[] = [
    {
      userId: 'user-test-ada',
      label: 'ada@example.com',
      apps: [
        {
          client_id: demoApp.client_id,
          client_name: demoApp.client_name,
          client_type: 'third_party',
          scopes: ['openid', 'email', 'profile'],
          granted_at: '2026-01-01T10:00:00.000Z',
        },
      ],
    },
  ];
  const saved: ConnectedAppInput[] = [];
  const deleted: string[] = [];
  const revoked: Array<[string, string]> = [];
  const withoutApp = (clientId: string) =>
    grants
      .map((user) => ({ ...user, apps: user.apps.filter((app) => app.client_id !== clientId) }))
      .filter((user) => user.apps.length > 0);
  const port: Partial<ProjectPort> = {
    connectedApps: async () => structuredClone(apps),
    userGrants: async () => structuredClone(grants),
    userGrantsOf: async (userId) =>
      structuredClone(grants.find((user) => user.userId === userId) ?? { userId, label: userId, apps: [] }),
    upsertConnectedApp: async (input) => {
      saved.push(input);
      if (options.refuseRegistration) throw new Error(options.refuseRegistration);
      const app: ConnectedApp = {
        ...demoApp,
        ...input,
        client_id: `connected-app-test-${apps.length + 1}`,
        created_at: '2026-01-02T09:00:00.000Z',
      };
      apps.push(app);
      const isConfidential = input.client_type === 'first_party' || input.client_type === 'third_party';
      return { ...app, client_secret: isConfidential ? SECRET : null };
    },
    deleteConnectedApp: async (clientId) => {
      deleted.push(clientId);
      apps = apps.filter((app) => app.client_id !== clientId);
      grants = withoutApp(clientId);
    },
    revokeUserConnectedApp: async (userId, clientId) => {
      if (options.failRevoke) throw new Error(options.failRevoke);
      revoked.push([userId, clientId]);
      grants = withoutApp(clientId);
    },
  };
  return { port, saved, deleted, revoked };
}

function fillRegistration(fields: { name: string; type: string; redirects: string; scopes?: string }) {
  const form = within(screen.getByRole('form', { name: 'Register an app' }));
  fireEvent.input(form.getByLabelText('Name'), { target: { value: fields.name } });
  fireEvent.change(form.getByLabelText('Type'), { target: { value: fields.type } });
  fireEvent.input(form.getByLabelText('Redirect URIs'), { target: { value: fields.redirects } });
  fireEvent.input(form.getByLabelText('Post-logout redirect URIs'), {
    target: { value: 'https://app.example.com/bye\n' },
  });
  fireEvent.input(form.getByLabelText('Allowed custom scopes'), { target: { value: fields.scopes ?? '' } });
  fireEvent.click(form.getByRole('button', { name: 'Register app' }));
}

const status = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('the connected apps view', () => {
  it('lists the registered apps with their client id, type and redirect URIs', async () => {
    renderView(<ConnectedAppsView />, appsProject().port);
    const table = await screen.findByRole('table', { name: 'Registered apps' });
    const cells = Array.from(within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? []);
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Foyer demo app',
      'connected-app-test-foyer-demo-app',
      'Third party, confidential',
    ]);
    expect(
      within(cells[3] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(demoApp.redirect_uris);
  });

  it("registers a confidential app and shows its secret once, until it's dismissed", async () => {
    const project = appsProject();
    const { rerenderAt } = renderView(<ConnectedAppsView />, project.port);
    await screen.findByRole('table', { name: 'Registered apps' });
    fillRegistration({
      name: 'Billing',
      type: 'first_party',
      redirects: 'https://app.example.com/callback\n\n https://app.example.com/again \n',
      scopes: 'read:invoices  write:invoices',
    });
    const shown = await screen.findByRole('region', { name: 'New client secret' });
    expect(project.saved).toEqual([
      {
        client_name: 'Billing',
        client_type: 'first_party',
        redirect_uris: ['https://app.example.com/callback', 'https://app.example.com/again'],
        post_logout_redirect_uris: ['https://app.example.com/bye'],
        allowed_custom_scopes: ['read:invoices', 'write:invoices'],
      },
    ]);
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(shown.textContent).toContain('it will not be shown again');
    expect(within(shown).getByRole('button', { name: 'Copy the client secret' })).toBeTruthy();
    expect(status()).toBe('Registered Billing as connected-app-test-2.');
    expect(within(screen.getByRole('table', { name: 'Registered apps' })).getByText('Billing')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');

    // The project re-reads all the time (the save's own write among them): the secret waits to be copied.
    rerenderAt(1);
    await waitFor(() => expect(screen.getByText(SECRET)).toBeTruthy());
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    // Nothing the emulator answers afterwards holds it.
    rerenderAt(2);
    await screen.findByRole('table', { name: 'Registered apps' });
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('registers a public app with no secret to show', async () => {
    const project = appsProject();
    renderView(<ConnectedAppsView />, project.port);
    await screen.findByRole('table', { name: 'Registered apps' });
    fillRegistration({ name: 'Mobile', type: 'third_party_public', redirects: 'com.example.app:/callback' });
    await waitFor(() => expect(status()).toBe('Registered Mobile as connected-app-test-2.'));
    expect(project.saved[0]?.client_type).toBe('third_party_public');
    expect(project.saved[0]?.allowed_custom_scopes).toEqual([]);
    expect(screen.queryByRole('region', { name: 'New client secret' })).toBeNull();
  });

  it("shows the emulator's refusal of a registration and keeps what was typed", async () => {
    const refusal =
      "[400] invalid_connected_app_scopes: The project's rbac_policy.scopes does not describe read:invoices; add it there first.";
    renderView(<ConnectedAppsView />, appsProject({ refuseRegistration: refusal }).port);
    await screen.findByRole('table', { name: 'Registered apps' });
    fillRegistration({
      name: 'Billing',
      type: 'third_party',
      redirects: 'https://app.example.com/cb',
      scopes: 'read:invoices',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Registering the app failed: ${refusal}`);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Billing');
    expect(screen.queryByRole('region', { name: 'New client secret' })).toBeNull();
  });

  it('deletes an app only once the delete is confirmed', async () => {
    const project = appsProject();
    renderView(<ConnectedAppsView />, project.port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Foyer demo app' }));
    expect(project.deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Keep Foyer demo app' }));
    expect(screen.queryByRole('button', { name: 'Confirm deleting Foyer demo app' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Foyer demo app' }));
    expect(project.deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deleting Foyer demo app' }));
    await screen.findByText('No app is registered yet: register one below to get its client id.');
    expect(project.deleted).toEqual(['connected-app-test-foyer-demo-app']);
    expect(status()).toBe('Deleted Foyer demo app.');
    // Its grants went with it.
    await screen.findByText('No user has granted an app.');
  });

  it('lists per user the apps they granted, with the scopes', async () => {
    renderView(<ConnectedAppsView />, appsProject().port);
    const table = await screen.findByRole('table', { name: 'Apps connected by ada@example.com' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Foyer demo app');
    expect(row.textContent).toContain('openid email profile');
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-01T10:00:00.000Z');
  });

  it('revokes an app for its user, and the list follows', async () => {
    const project = appsProject();
    renderView(<ConnectedAppsView />, project.port);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Foyer demo app for ada@example.com' }));
    await screen.findByText('Revoked Foyer demo app for ada@example.com.');
    expect(project.revoked).toEqual([['user-test-ada', 'connected-app-test-foyer-demo-app']]);
    await screen.findByText('No user has granted an app.');
    expect(screen.queryByRole('table', { name: 'Apps connected by ada@example.com' })).toBeNull();
  });

  it('says why a revoke failed and keeps the grant listed', async () => {
    const { failures } = renderView(
      <ConnectedAppsView />,
      appsProject({ failRevoke: 'emulator unreachable' }).port,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Foyer demo app for ada@example.com' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Revoking failed: emulator unreachable');
    expect(screen.getByRole('table', { name: 'Apps connected by ada@example.com' })).toBeTruthy();
    expect(failures).toEqual(['Revoking: emulator unreachable']);
  });

  it("follows the project by change: a user edit relabels in place, a grant change reads its user's grants alone", async () => {
    const { port } = appsProject();
    let grantReads = 0;
    const userGrantReads: string[] = [];
    const { userGrants, userGrantsOf } = port as Required<Pick<ProjectPort, 'userGrants' | 'userGrantsOf'>>;
    port.userGrants = () => {
      grantReads += 1;
      return userGrants();
    };
    port.userGrantsOf = (userId) => {
      userGrantReads.push(userId);
      return userGrantsOf(userId);
    };
    const { feed, announce } = testFeed();
    renderView(<ConnectedAppsView />, port, { feed });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(grantReads).toBe(1);

    const ada = aUser({
      user_id: 'user-test-ada',
      emails: [{ email_id: 'email-test-ada', email: 'ada@lovelace.example', verified: true }],
    });
    act(() => announce({ kind: 'user_changed', user_id: 'user-test-ada', user: ada }));
    act(() => announce({ kind: 'message_removed', message_id: 'message-1' }));
    expect(await screen.findByText('ada@lovelace.example')).toBeTruthy();
    expect(grantReads).toBe(1);

    act(() =>
      announce({ kind: 'records_changed', collection: 'connected_app_grant', user_id: 'user-test-ada' }),
    );
    await waitFor(() => expect(userGrantReads).toEqual(['user-test-ada']));
    expect(grantReads).toBe(1);
    act(() => announce({ kind: 'user_changed', user_id: 'user-test-ada', user: null }));
    await waitFor(() => expect(screen.queryByText('ada@lovelace.example')).toBeNull());
  });
});
