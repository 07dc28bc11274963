// @vitest-environment happy-dom
import { type ConnectedAppInput, type ControlClient, createControlClient } from '@foyer/emulator/control';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockView } from './ClockView';
import { ConnectedAppsView } from './ConnectedAppsView';
import { FaultsView } from './FaultsView';
import { OAuthView } from './OAuthView';
import { ProjectAccessView } from './ProjectAccessView';
import { SettingsView } from './SettingsView';
import { nextReady, onTheEmulatorsPage, renderInProject } from './test-support/live-project';

// The views that show one part of the project, over the real port against a running emulator: a
// read-only SDK request (a page's bootstrap) reads nothing again, a change to another part of the
// project neither, and their own part's change shows, read as narrowly as the change allows. Every
// control-API read is counted at `fetch`.

const emulatorUrl = onTheEmulatorsPage();

// Unmounted before the count stops: the feed's stream closes while `fetch` is still counted.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The control API's reads made through `fetch` in this test, each named by its path after the project. */
function countControlReads(token: string) {
  const reads: string[] = [];
  const realFetch = globalThis.fetch;
  const prefix = `/control/v1/projects/${token}/`;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const isRead = (init?.method ?? 'GET') === 'GET' && url.pathname.startsWith(prefix);
    const what = url.pathname.slice(prefix.length);
    if (isRead && what !== 'stream') reads.push(what);
    return realFetch(input, init);
  });
  return reads;
}

/** Renders a view as the console does; resolves once the feed is live (and the view has read on it). */
async function renderLive(view: ReactElement, control: ControlClient): Promise<void> {
  await nextReady(renderInProject(view, control));
}

/** Page loads, as a page's client makes them: each is logged, and changes no record. */
async function bootstrap(token: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${emulatorUrl}/sdk/v1/projects/bootstrap/${token}`);
    expect(response.status).toBe(200);
  }
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

type Case = {
  view: ReactElement;
  /** What the view shows once read. */
  shown: () => void;
  /** A change to what the view shows, made elsewhere, and how the view shows it. */
  change: (control: ControlClient) => Promise<unknown>;
  changed: () => void;
  /** The reads that change makes (none where the stream carries the change itself). */
  readsForChange: string[];
};

const CASES: Record<string, Case> = {
  Clock: {
    view: <ClockView />,
    shown: () => expect(fieldValue('Offset')).toBe("none (the machine's time)"),
    change: (control) => control.advanceClock(60_000),
    changed: () => expect(fieldValue('Offset')).toBe('1 min ahead of the machine'),
    readsForChange: ['clock'],
  },
  Faults: {
    view: <FaultsView />,
    shown: () => expect(screen.getByText('No active faults.')).toBeTruthy(),
    change: (control) =>
      control.injectFault({ endpoint: '/otps/authenticate', errorType: 'otp_code_not_found' }),
    changed: () =>
      expect(screen.getByRole('table', { name: 'Active faults' }).textContent).toContain(
        '/otps/authenticate',
      ),
    readsForChange: ['faults'],
  },
  Settings: {
    view: <SettingsView />,
    shown: () => expect(fieldValue('Project name')).toBe('Emulator'),
    change: (control) => control.updateSettings({ project_name: 'Renamed elsewhere' }),
    changed: () => expect(fieldValue('Project name')).toBe('Renamed elsewhere'),
    readsForChange: [],
  },
  OAuth: {
    view: <OAuthView />,
    shown: () => expect(screen.getByText(/The providers know no accounts yet/)).toBeTruthy(),
    change: (control) =>
      control.addOAuthIdentity({
        provider: 'google',
        provider_subject: 'subject-added-elsewhere',
        name: 'Added Elsewhere',
        email: 'elsewhere@example.com',
        email_verified: true,
        picture_url: '',
        locale: 'en',
      }),
    changed: () =>
      expect(screen.getByRole('table', { name: 'Known accounts' }).textContent).toContain('Added Elsewhere'),
    readsForChange: ['settings', 'oauth_identities', 'oauth_pre_answers'],
  },
  Access: {
    view: <ProjectAccessView />,
    shown: () => expect(fieldValue('Authorized origins')).toContain('http://localhost:*'),
    change: (control) => control.updateSettings({ authorized_origins: ['https://app.example.test'] }),
    changed: () => expect(fieldValue('Authorized origins')).toBe('https://app.example.test'),
    readsForChange: [],
  },
};

describe('the views of one collection', () => {
  it.each(Object.entries(CASES))(
    '%s reads nothing again for read-only SDK requests or other changes, and shows its own change',
    async (name, { view, shown, change, changed, readsForChange }) => {
      const token = `public-token-test-view-reads-${name.toLowerCase()}-${crypto.randomUUID()}`;
      const control = createControlClient(emulatorUrl, token);
      await control.seedUser({ email: 'ada@example.com' });
      const reads = countControlReads(token);
      await renderLive(view, control);
      await waitFor(shown);
      const firstReads = [...reads];
      expect(firstReads.length).toBeGreaterThan(0);

      await bootstrap(token, 5);
      // Another collection's change (a user edited), then the view's own: once the view shows its
      // own, the stream has delivered everything before it.
      await control.seedUser({ email: 'grace@example.com' });
      await change(control);
      await waitFor(changed);
      expect(reads.slice(firstReads.length).sort()).toEqual([...readsForChange].sort());
    },
  );
});

const RP_REDIRECT = 'http://localhost:4100/callback';

/** The user of `email` signs in and allows the app, as the app's consent page would have them. */
async function grantApp(control: ControlClient, email: string, clientId: string): Promise<string> {
  const { user_id, session_token } = await control.signIn({ email });
  const response = await fetch(`${emulatorUrl}/sdk/v1/idp/oauth/authorize/submit`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${control.publicToken}:${session_token}`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      client_id: clientId,
      redirect_uri: RP_REDIRECT,
      response_type: 'code',
      scopes: ['openid', 'email'],
      consent_granted: true,
    }),
  });
  expect(response.status).toBe(200);
  return user_id;
}

describe('the connected apps view', () => {
  it("reads only the changed user's grants when a grant is given or revoked, and none when an app is renamed", async () => {
    const token = `public-token-test-view-reads-apps-${crypto.randomUUID()}`;
    const control = createControlClient(emulatorUrl, token);
    const app: ConnectedAppInput = {
      client_id: 'demo',
      client_name: 'Demo',
      client_type: 'third_party',
      redirect_uris: [RP_REDIRECT],
    };
    await control.upsertConnectedApp(app);
    await grantApp(control, 'ada@example.com', 'demo');
    const reads = countControlReads(token);
    await renderLive(<ConnectedAppsView />, control);
    await screen.findByRole('table', { name: 'Apps connected by ada@example.com' });
    const firstReads = reads.length;
    const readsSince = () => reads.splice(firstReads).sort();

    const grace = await grantApp(control, 'grace@example.com', 'demo');
    await screen.findByRole('table', { name: 'Apps connected by grace@example.com' });
    expect(readsSince()).toEqual([`users/${grace}`, `users/${grace}/connected_apps`]);

    await control.revokeUserConnectedApp(grace, 'demo');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Apps connected by grace@example.com' })).toBeNull(),
    );
    expect(readsSince()).toEqual([`users/${grace}`, `users/${grace}/connected_apps`]);

    await control.upsertConnectedApp({ ...app, client_name: 'Demo, renamed' });
    await screen.findByRole('button', { name: 'Revoke Demo, renamed for ada@example.com' });
    expect(readsSince()).toEqual(['connected_apps']);
  });
});
