// @vitest-environment happy-dom
import type { EmulatorUser, SeedUserInput } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from './test-support/render-view';
import { testFeed } from './test-support/test-feed';
import { aPasskey, aSession, aUser, aWallet, usersProject } from './test-support/user-fixtures';
import { UsersView } from './UsersView';

const ada = aUser({
  user_id: 'user-test-ada-0001',
  emails: [
    { email_id: 'email-test-ada', email: 'ada@example.com', verified: true },
    { email_id: 'email-test-ada-work', email: 'ada@work.example', verified: false },
  ],
  phone_numbers: [{ phone_id: 'phone-number-test-ada', phone_number: '+15555550100', verified: true }],
  password: { password_id: 'password-test-ada', requires_reset: true },
  providers: [
    {
      oauth_user_registration_id: 'oauth-user-registration-test-ada',
      provider_subject: '109876543210987654321',
      provider_type: 'Google',
      profile_picture_url: '',
      locale: 'en',
    },
  ],
  totps: [{ totp_id: 'totp-test-ada', verified: true }],
  roles: ['stytch_user', 'admin'],
  trusted_metadata: { plan: 'pro' },
  untrusted_metadata: { theme: 'dark' },
});

const grace = aUser({
  user_id: 'user-test-grace-0002',
  created_at: '2026-03-01T09:40:00.000Z',
  name: { first_name: 'Grace', middle_name: 'Brewster', last_name: 'Hopper' },
  emails: [],
  phone_numbers: [{ phone_id: 'phone-number-test-grace', phone_number: '+15555550123', verified: true }],
  is_locked: true,
  lock_created_at: '2026-03-01T10:20:00.000Z',
  lock_expires_at: '2026-03-01T11:20:00.000Z',
});

const nameless = aUser({
  user_id: 'user-test-nameless-0003',
  status: 'pending',
  name: { first_name: '', middle_name: '', last_name: '' },
  emails: [],
});

const adasSession = aSession(ada.user_id, { session_id: 'session-test-ada-1' });
const gracesSession = aSession(grace.user_id, { session_id: 'session-test-grace-1' });

function project(users: EmulatorUser[] = [ada, grace, nameless]) {
  return usersProject({
    users,
    sessions: [adasSession, gracesSession],
    factors: {
      [ada.user_id]: {
        passkeys: [aPasskey(ada.user_id)],
        wallets: [aWallet(ada.user_id)],
      },
    },
  });
}

function listedUsers(): string[] {
  const table = screen.getByRole('table', { name: 'Users' });
  return within(table)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function openUser(label: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  return screen.getByRole('region', { name: label });
}

function type(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.input(within(scope).getByLabelText(label), { target: { value } });
}

/** The detail's list item that holds `text`: an email, a passkey, a wallet. */
function itemWith(detail: HTMLElement, text: string): string {
  const item = Array.from(detail.querySelectorAll('li')).find((li) => li.textContent?.includes(text));
  if (!item) throw new Error(`no item holds ${text}`);
  return item.textContent ?? '';
}

afterEach(cleanup);

describe('the users', () => {
  it('names each user by its email, else its phone number, else its id', async () => {
    renderView(<UsersView />, project().port);
    await screen.findByRole('button', { name: 'ada@example.com' });
    expect(listedUsers()).toEqual(['ada@example.com', '+15555550123', 'user-test-nameless-0003']);
    const graceRow = screen.getByRole('button', { name: '+15555550123' }).closest('tr') as HTMLElement;
    expect(graceRow.textContent).toContain('Grace Brewster Hopper');
    expect(within(graceRow).getByText('Locked')).toBeTruthy();
    const adaRow = screen.getByRole('button', { name: 'ada@example.com' }).closest('tr') as HTMLElement;
    expect(within(adaRow).queryByText('Locked')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('3 users');
  });

  it('searches by email, phone number, name or user id, in any case, through the emulator', async () => {
    const { port } = project();
    const queries: Array<string | undefined> = [];
    renderView(<UsersView />, {
      ...port,
      usersPage: (page) => {
        queries.push(page?.query);
        return port.usersPage(page);
      },
    });
    await screen.findByRole('button', { name: 'ada@example.com' });
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    const searchFor = async (text: string, listed: string[]) => {
      fireEvent.input(search, { target: { value: text } });
      await waitFor(() => expect(listedUsers()).toEqual(listed));
    };
    await searchFor('ADA@WORK', ['ada@example.com']);
    await searchFor('550123', ['+15555550123']);
    await searchFor('hopper', ['+15555550123']);
    await searchFor('nameless-0003', ['user-test-nameless-0003']);
    expect(screen.getByRole('status').textContent).toBe('1 user matches');
    expect(queries).toEqual([undefined, 'ADA@WORK', '550123', 'hopper', 'nameless-0003']);
    fireEvent.input(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No user matches “nobody”.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
  });

  it('shows a user edited, added or deleted elsewhere as the feed says, without reading again', async () => {
    const { port } = project();
    const reads: string[] = [];
    const { feed, announce } = testFeed();
    renderView(
      <UsersView />,
      {
        ...port,
        usersPage: (page) => {
          reads.push('users');
          return port.usersPage(page);
        },
      },
      { feed },
    );
    await screen.findByRole('button', { name: 'ada@example.com' });
    announce({
      kind: 'user_changed',
      user_id: grace.user_id,
      user: {
        ...grace,
        is_locked: false,
        name: { first_name: 'Grace', middle_name: '', last_name: 'Hopper' },
      },
    });
    const graceRow = (await screen.findByText('Grace Hopper')).closest('tr') as HTMLElement;
    expect(within(graceRow).queryByText('Locked')).toBeNull();
    const lin = aUser({
      user_id: 'user-test-lin-0004',
      emails: [{ email_id: 'email-test-lin', email: 'lin@example.com', verified: true }],
    });
    announce({ kind: 'user_changed', user_id: lin.user_id, user: lin });
    await screen.findByRole('button', { name: 'lin@example.com' });
    announce({ kind: 'user_changed', user_id: ada.user_id, user: null });
    await waitFor(() =>
      expect(listedUsers()).toEqual(['+15555550123', 'user-test-nameless-0003', 'lin@example.com']),
    );
    expect(screen.getByRole('status').textContent).toBe('3 users');
    expect(reads).toEqual(['users']);
  });

  it('says so when the project has no users yet', async () => {
    renderView(<UsersView />, project([]).port);
    await screen.findByText('No users yet.');
  });

  it('shows every kind of factor the user holds, its sessions, roles and metadata', async () => {
    renderView(<UsersView />, project().port);
    const detail = await openUser('ada@example.com');
    expect(screen.getByRole('button', { name: 'ada@example.com' }).getAttribute('aria-current')).toBe('true');
    const text = () => detail.textContent ?? '';
    expect(text()).toContain('user-test-ada-0001');
    expect(detail.querySelector('time[datetime="2026-03-01T09:00:00.000Z"]')).not.toBeNull();
    expect(text()).toContain('Ada Lovelace');
    expect(itemWith(detail, 'ada@example.com')).toBe('ada@example.com verified');
    expect(itemWith(detail, 'ada@work.example')).toBe('ada@work.example not verified');
    expect(text()).toContain('+15555550100');
    expect(text()).toContain('must be reset');
    const passkey = (await within(detail).findByText('MacBook Touch ID')).closest('li') as HTMLElement;
    expect(passkey.querySelector('time[datetime="2026-03-01T09:10:00.000Z"]')).not.toBeNull();
    expect(passkey.textContent).toContain('last used');
    expect(passkey.querySelector('time[datetime="2026-03-01T09:30:00.000Z"]')).not.toBeNull();
    const wallet = within(detail).getByText(aWallet(ada.user_id).crypto_wallet_address).closest('li');
    expect(wallet?.textContent).toContain('ethereum');
    expect(within(detail).getByText('109876543210987654321').closest('li')?.textContent).toContain('Google');
    expect(within(detail).getByText('totp-test-ada').closest('li')?.textContent).toContain('verified');
    expect(text()).toContain('Not locked');
    const sessions = await within(detail).findByRole('table', { name: 'Sessions of this user' });
    expect(sessions.textContent).toContain('session-test-ada-1');
    expect(sessions.textContent).toContain('magic_link (email)');
    expect(sessions.textContent).not.toContain('session-test-grace-1');
    expect(within(detail).getByText('admin')).toBeTruthy();
    const [trusted, untrusted] = Array.from(detail.querySelectorAll('.json-block'));
    expect(JSON.parse(trusted?.textContent ?? '')).toEqual({ plan: 'pro' });
    expect(JSON.parse(untrusted?.textContent ?? '')).toEqual({ theme: 'dark' });
  });

  it('says what a user does not have', async () => {
    renderView(<UsersView />, project().port);
    const detail = await openUser('user-test-nameless-0003');
    await within(detail).findByText('No sessions');
    expect(detail.textContent).toContain('Not set');
    // Emails, phone numbers, passkeys, wallets, OAuth identities, authenticator apps.
    expect(within(detail).getAllByText('None')).toHaveLength(6);
  });

  it('marks a locked user and unlocks it', async () => {
    const grace_ = project();
    renderView(<UsersView />, grace_.port);
    const detail = await openUser('+15555550123');
    expect(within(detail).getByText('Locked')).toBeTruthy();
    expect(
      detail.querySelector('time[datetime="2026-03-01T11:20:00.000Z"]')?.parentElement?.textContent,
    ).toContain('until');
    fireEvent.click(within(detail).getByRole('button', { name: 'Unlock user +15555550123' }));
    await within(detail).findByText('Not locked');
    expect(grace_.calls.unlockUser).toEqual([grace.user_id]);
    expect(within(detail).queryByText('Locked')).toBeNull();
    const row = screen.getByRole('button', { name: '+15555550123' }).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Locked')).toBeNull();
  });

  it('creates a user from what was typed, and shows it', async () => {
    const users = project([]);
    renderView(<UsersView />, users.port);
    await screen.findByText('No users yet.');
    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    const form = screen.getByRole('region', { name: 'New user' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Email'));
    type('Email', ' lin@example.com ', form);
    type('Password', 'correct horse battery staple', form);
    type('First name', 'Lin', form);
    type('Last name', 'Chen', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Create user' }));
    const detail = await screen.findByRole('region', { name: 'lin@example.com' });
    expect(users.calls.seedUser).toEqual<SeedUserInput[]>([
      {
        email: 'lin@example.com',
        password: 'correct horse battery staple',
        name: { first_name: 'Lin', last_name: 'Chen' },
      },
    ]);
    expect(detail.textContent).toContain('Lin Chen');
    expect(screen.queryByRole('region', { name: 'New user' })).toBeNull();
  });

  it("holds the form while the emulator answers, and shows its refusal's words", async () => {
    const users = project();
    let refuse: (error: Error) => void = () => {};
    const sent: SeedUserInput[] = [];
    renderView(<UsersView />, {
      ...users.port,
      seedUser: (input) => {
        sent.push(input);
        return new Promise((_resolve, reject) => {
          refuse = reject;
        });
      },
    });
    await screen.findByRole('button', { name: 'ada@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'New user' }));
    type('Email', 'ada@example.com');
    type('Phone number', '+15555550199');
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(sent).toEqual([{ email: 'ada@example.com', phoneNumber: '+15555550199' }]);
    refuse(new Error('[400] duplicate_email: A user with the email ada@example.com exists already.'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A user with the email ada@example.com exists already.');
    expect((screen.getByRole('button', { name: 'Create user' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('edits only what changed, with the emails as the whole list', async () => {
    const users = project();
    renderView(<UsersView />, users.port);
    const detail = await openUser('ada@example.com');
    fireEvent.click(within(detail).getByRole('button', { name: 'Edit user ada@example.com' }));
    expect((within(detail).getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((within(detail).getByLabelText('Emails, one a line') as HTMLTextAreaElement).value).toBe(
      'ada@example.com\nada@work.example',
    );
    type('Last name', 'King', detail);
    type('Emails, one a line', 'ada@example.com\nada@work.example\n\nada@king.example\n', detail);
    type('Roles, separated by commas or lines', 'stytch_user, admin', detail);
    fireEvent.click(within(detail).getByRole('button', { name: 'Save changes' }));
    await within(detail).findByText('Saved the changes.');
    expect(users.calls.updateUser).toEqual([
      [
        ada.user_id,
        {
          name: { last_name: 'King' },
          emails: ['ada@example.com', 'ada@work.example', 'ada@king.example'],
        },
      ],
    ]);
    expect(detail.textContent).toContain('Ada King');
    expect(within(detail).getByText('ada@king.example')).toBeTruthy();
  });

  it('sends nothing when nothing changed', async () => {
    const users = project();
    renderView(<UsersView />, users.port);
    const detail = await openUser('ada@example.com');
    fireEvent.click(within(detail).getByRole('button', { name: 'Edit user ada@example.com' }));
    type('Trusted metadata (JSON object)', '{ "plan": "pro" }', detail);
    fireEvent.click(within(detail).getByRole('button', { name: 'Save changes' }));
    await within(detail).findByText('Nothing changed.');
    expect(users.calls.updateUser).toEqual([]);
  });

  it('flags metadata that is not a JSON object and does not send it', async () => {
    const users = project();
    renderView(<UsersView />, users.port);
    const detail = await openUser('ada@example.com');
    fireEvent.click(within(detail).getByRole('button', { name: 'Edit user ada@example.com' }));
    const trusted = within(detail).getByLabelText('Trusted metadata (JSON object)');
    expect(trusted.getAttribute('aria-invalid')).toBe('false');
    type('Trusted metadata (JSON object)', '{"plan": pro}', detail);
    expect(trusted.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(trusted.getAttribute('aria-describedby') ?? '');
    expect(problem?.textContent).toContain('Not valid JSON');
    type('Untrusted metadata (JSON object)', '["dark"]', detail);
    expect(within(detail).getByText(/must be a JSON object/)).toBeTruthy();
    type('First name', 'Augusta', detail);
    fireEvent.click(within(detail).getByRole('button', { name: 'Save changes' }));
    expect(document.activeElement).toBe(trusted);
    expect(users.calls.updateUser).toEqual([]);

    type('Trusted metadata (JSON object)', '{"plan": "enterprise"}', detail);
    type('Untrusted metadata (JSON object)', '', detail);
    expect(trusted.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(within(detail).getByRole('button', { name: 'Save changes' }));
    await within(detail).findByText('Saved the changes.');
    expect(users.calls.updateUser).toEqual([
      [
        ada.user_id,
        { name: { first_name: 'Augusta' }, trustedMetadata: { plan: 'enterprise' }, untrustedMetadata: {} },
      ],
    ]);
  });

  it('deletes a user only once the delete is confirmed', async () => {
    const users = project();
    renderView(<UsersView />, users.port);
    const detail = await openUser('ada@example.com');
    fireEvent.click(within(detail).getByRole('button', { name: 'Delete user ada@example.com' }));
    expect(users.calls.deleteUser).toEqual([]);
    expect(document.activeElement).toBe(within(detail).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel' }));
    expect(within(detail).queryByRole('button', { name: /^Confirm delete/ })).toBeNull();
    expect(document.activeElement).toBe(
      within(detail).getByRole('button', { name: 'Edit user ada@example.com' }),
    );

    fireEvent.click(within(detail).getByRole('button', { name: 'Delete user ada@example.com' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm delete of ada@example.com' }));
    await waitFor(() => expect(listedUsers()).toEqual(['+15555550123', 'user-test-nameless-0003']));
    expect(users.calls.deleteUser).toEqual([ada.user_id]);
    expect(screen.queryByRole('region', { name: 'ada@example.com' })).toBeNull();
  });

  it("revokes one of the user's sessions", async () => {
    const users = project();
    renderView(<UsersView />, users.port);
    const detail = await openUser('ada@example.com');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Revoke session session-test-ada-1' }));
    await within(detail).findByText('No sessions');
    expect(users.calls.revokeSession).toEqual(['session-test-ada-1']);
  });
});
