// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CredentialRef,
  NewAuthenticator,
  PasskeyActivity,
  PasskeyCredential,
  ResponseOverrides,
  TestbedApi,
  VirtualAuthenticator,
} from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { PasskeysPanel } from './PasskeysPanel';

const TOKEN = 'public-token-test-passkeys';

const CREDENTIAL: PasskeyCredential = {
  id: 'q-_8AAECAwQ',
  isResident: true,
  rpId: 'localhost',
  userHandle: 'dXNlci10ZXN0LTExMTE',
  userHandleText: 'user-test-1111',
  userName: null,
  signCount: 3,
  backupEligible: false,
  backedUp: false,
};

/** The passkeys capability as the panel sees it, with the browser's side played by the test. */
function fakePasskeysApi() {
  const authenticators: VirtualAuthenticator[] = [];
  const calls: unknown[][] = [];
  let onActivity: ((activity: PasskeyActivity) => void) | undefined;
  const find = (id: string) => {
    const found = authenticators.find((authenticator) => authenticator.id === id);
    if (!found) throw new Error(`No virtual authenticator ${id}.`);
    return found;
  };
  const api = {
    listAuthenticators: async () => structuredClone(authenticators),
    addAuthenticator: async (options: NewAuthenticator) => {
      calls.push(['addAuthenticator', options]);
      const { isUserVerified, ...capabilities } = options;
      const added: VirtualAuthenticator = {
        id: `0a1b2c3d-${authenticators.length}`,
        capabilities,
        isUserVerified,
        isUserPresent: true,
        overrides: { isBogusSignature: false, isBadUV: false, isBadUP: false },
        credentials: [],
      };
      authenticators.push(added);
      return added;
    },
    removeAuthenticator: async (id: string) => {
      calls.push(['removeAuthenticator', id]);
      authenticators.splice(authenticators.indexOf(find(id)), 1);
    },
    removeCredential: async (id: string, credentialId: string) => {
      calls.push(['removeCredential', id, credentialId]);
      const found = find(id);
      found.credentials = found.credentials.filter((credential) => credential.id !== credentialId);
    },
    clearCredentials: async (id: string) => {
      find(id).credentials = [];
    },
    setUserVerified: async (id: string, value: boolean) => {
      calls.push(['setUserVerified', id, value]);
      find(id).isUserVerified = value;
    },
    setUserPresent: async (id: string, value: boolean) => {
      calls.push(['setUserPresent', id, value]);
      find(id).isUserPresent = value;
    },
    setResponseOverrides: async (id: string, overrides: ResponseOverrides) => {
      calls.push(['setResponseOverrides', id, overrides]);
      find(id).overrides = overrides;
    },
    findPasskeyOwners: async (token: string, credentials: CredentialRef[]) =>
      token === TOKEN && credentials.some(({ id }) => id === CREDENTIAL.id)
        ? [
            {
              credentialId: CREDENTIAL.id,
              userId: 'user-test-1111',
              email: 'ada@example.com',
              registrationName: 'Chrome on Linux',
            },
          ]
        : [],
    onPasskeyActivity: (listener: (activity: PasskeyActivity) => void) => {
      onActivity = listener;
      return () => {
        onActivity = undefined;
      };
    },
  } as Partial<TestbedApi> as TestbedApi;
  return {
    api,
    calls,
    /** The widget registered a passkey: the browser reports it and the capability pushes the activity. */
    register(credential: PasskeyCredential) {
      const [authenticator] = authenticators;
      if (!authenticator) throw new Error('no authenticator');
      authenticator.credentials.push(credential);
      onActivity?.({
        authenticatorId: authenticator.id,
        kind: 'credentialAdded',
        credentialId: credential.id,
        at: 1,
      });
    },
  };
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
      <PasskeysPanel />
    </TestbedContext.Provider>,
  );
  return store;
}

afterEach(cleanup);

describe('the passkeys panel', () => {
  it('adds a platform passkey authenticator from its preset, and shows its credentials live with their emulator user', async () => {
    const fake = fakePasskeysApi();
    renderWith(fake.api);
    expect(await screen.findByText(/No virtual authenticators/)).toBeTruthy();

    const form = screen.getByRole('form', { name: 'New authenticator' });
    expect((within(form).getByLabelText('Preset') as HTMLSelectElement).value).toBe('platform passkey');
    fireEvent.click(within(form).getByRole('button', { name: 'Add authenticator' }));
    const section = await screen.findByRole('region', { name: 'Authenticator 0a1b2c3d' });
    expect(fake.calls).toEqual([
      [
        'addAuthenticator',
        {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          hasLargeBlob: false,
          isUserVerified: true,
        },
      ],
    ]);
    expect(within(section).getByText('No credentials.')).toBeTruthy();

    fake.register(CREDENTIAL);
    const table = await within(section).findByRole('table', {
      name: 'Credentials of Authenticator 0a1b2c3d',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Resident',
      'RP ID',
      'User handle',
      'Emulator user',
      'Sign count',
      'Backup eligible',
      'Backed up',
      'Actions',
    ]);
    const row = await within(table).findByRole('row', { name: /q-_8AAECAwQ/ });
    await waitFor(() => expect(row.textContent).toContain('ada@example.com'));
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['q-_8AAECAwQ', 'Yes', 'localhost', 'user-test-1111', 'ada@example.com', '3', 'No', 'No', '✕']);

    fireEvent.click(within(row).getByRole('button', { name: 'Remove credential q-_8AAECAwQ' }));
    await waitFor(() => expect(within(section).queryByText('No credentials.')).toBeTruthy());
    expect(fake.calls.at(-1)).toEqual(['removeCredential', '0a1b2c3d-0', 'q-_8AAECAwQ']);
  });

  it('makes the user refuse verification, ignore the prompt, and corrupt signatures, from the authenticator’s checkboxes', async () => {
    const fake = fakePasskeysApi();
    renderWith(fake.api);
    fireEvent.click(await screen.findByRole('button', { name: 'Add authenticator' }));
    const section = await screen.findByRole('region', { name: 'Authenticator 0a1b2c3d' });

    fireEvent.click(within(section).getByRole('checkbox', { name: 'User verifies' }));
    await waitFor(() =>
      expect(
        (within(section).getByRole('checkbox', { name: 'User verifies' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    fireEvent.click(within(section).getByRole('checkbox', { name: 'User is present' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Bogus signature' }));
    await waitFor(() =>
      expect(fake.calls.slice(1)).toEqual([
        ['setUserVerified', '0a1b2c3d-0', false],
        ['setUserPresent', '0a1b2c3d-0', false],
        ['setResponseOverrides', '0a1b2c3d-0', { isBogusSignature: true, isBadUV: false, isBadUP: false }],
      ]),
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Remove authenticator' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Authenticator 0a1b2c3d' })).toBeNull());
  });

  it('offers U2F only what a U2F key can do', async () => {
    renderWith(fakePasskeysApi().api);
    const form = await screen.findByRole('form', { name: 'New authenticator' });
    fireEvent.change(within(form).getByLabelText('Protocol'), { target: { value: 'u2f' } });
    expect((within(form).getByLabelText('Preset') as HTMLSelectElement).value).toBe('');
    const transports = within(within(form).getByLabelText('Transport'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(transports).toEqual(['USB', 'NFC', 'BLE']);
    for (const name of ['Supports resident keys', 'Supports user verification', 'User verifies']) {
      const box = within(form).getByRole('checkbox', { name }) as HTMLInputElement;
      expect([box.checked, box.disabled]).toEqual([false, true]);
    }
  });
});
