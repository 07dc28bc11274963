// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionsView } from './SessionsView';
import { pageOf } from './test-support/list-pages';
import { renderView } from './test-support/render-view';
import { testFeed } from './test-support/test-feed';
import { aSession, aUser, usersProject } from './test-support/user-fixtures';

const ada = aUser({ user_id: 'user-test-ada-0001' });
const grace = aUser({
  user_id: 'user-test-grace-0002',
  emails: [],
  phone_numbers: [{ phone_id: 'phone-number-test-grace', phone_number: '+15555550123', verified: true }],
});

const adasSession = aSession(ada.user_id, { session_id: 'session-test-ada-1' });
const gracesSession = aSession(grace.user_id, {
  session_id: 'session-test-grace-1',
  started_at: '2026-03-01T10:30:00.000Z',
  last_accessed_at: '2026-03-01T10:45:00.000Z',
  expires_at: '2026-03-02T10:30:00.000Z',
  authentication_factors: [
    {
      type: 'otp',
      delivery_method: 'sms',
      last_authenticated_at: '2026-03-01T10:30:00.000Z',
      phone_number_factor: { phone_id: 'phone-number-test-grace', phone_number: '+15555550123' },
    },
    {
      type: 'oauth',
      delivery_method: 'oauth_google',
      last_authenticated_at: '2026-03-01T10:31:00.000Z',
      google_oauth_factor: {
        id: 'oauth-user-registration-test-grace',
        email_id: '',
        provider_subject: '1098',
      },
    },
    { type: 'password', delivery_method: 'knowledge', last_authenticated_at: '2026-03-01T10:32:00.000Z' },
  ],
});
const orphanSession = aSession('user-test-gone-0009', { session_id: 'session-test-orphan-1' });

function rowOf(sessionId: string): HTMLElement {
  return screen.getByText(sessionId).closest('tr') as HTMLElement;
}

afterEach(cleanup);

describe('the sessions', () => {
  it("lists every session with its user's label, times and factors", async () => {
    renderView(
      <SessionsView />,
      usersProject({ users: [ada, grace], sessions: [adasSession, gracesSession, orphanSession] }).port,
    );
    await screen.findByText('session-test-grace-1');
    expect(screen.getByRole('status').textContent).toBe('3 sessions');
    const graces = rowOf('session-test-grace-1');
    // Each session's user is read by id, once the sessions are in.
    await within(graces).findByText('+15555550123');
    const cells = within(graces)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('+15555550123');
    expect(cells[5]).toBe('otp (sms), oauth (google), password');
    const times = Array.from(graces.querySelectorAll('time')).map((time) => time.getAttribute('dateTime'));
    expect(times).toEqual([
      '2026-03-01T10:30:00.000Z',
      '2026-03-01T10:45:00.000Z',
      '2026-03-02T10:30:00.000Z',
    ]);
    expect(within(rowOf('session-test-ada-1')).getByText('ada@example.com')).toBeTruthy();
    // A session whose user the list does not hold is named by the user id.
    expect(within(rowOf('session-test-orphan-1')).getByText('user-test-gone-0009')).toBeTruthy();
  });

  it('revokes the session asked for', async () => {
    const project = usersProject({ users: [ada, grace], sessions: [adasSession, gracesSession] });
    renderView(<SessionsView />, project.port);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke session session-test-ada-1' }));
    await screen.findByText('1 session');
    expect(project.calls.revokeSession).toEqual(['session-test-ada-1']);
    expect(screen.queryByText('session-test-ada-1')).toBeNull();
    expect(screen.getByText('session-test-grace-1')).toBeTruthy();
  });

  it('shows sessions started since, when the project changes', async () => {
    const sessions = [adasSession];
    const { rerenderAt } = renderView(<SessionsView />, {
      user: async (userId) => (userId === ada.user_id ? ada : grace),
      sessionsPage: async (page) => pageOf(sessions, page),
    });
    await screen.findByText('session-test-ada-1');
    sessions.push(gracesSession);
    rerenderAt(1);
    await screen.findByText('session-test-grace-1');
  });

  it('adds, updates and drops sessions as the feed says, and renames their user, without reading again', async () => {
    const reads: string[] = [];
    const { port } = usersProject({ users: [ada, grace], sessions: [adasSession] });
    const { feed, announce } = testFeed();
    renderView(
      <SessionsView />,
      {
        ...port,
        sessionsPage: (page) => {
          reads.push('sessions');
          return port.sessionsPage(page);
        },
      },
      { feed },
    );
    await screen.findByText('session-test-ada-1');
    announce({ kind: 'session_changed', session: gracesSession });
    const graces = await screen.findByText('session-test-grace-1');
    await within(graces.closest('tr') as HTMLElement).findByText('+15555550123');
    expect(screen.getByRole('status').textContent).toBe('2 sessions');

    announce({
      kind: 'user_changed',
      user_id: grace.user_id,
      user: {
        ...grace,
        emails: [{ email_id: 'email-test-grace', email: 'grace@example.com', verified: true }],
      },
    });
    await within(rowOf('session-test-grace-1')).findByText('grace@example.com');
    announce({ kind: 'session_removed', session_id: 'session-test-ada-1' });
    await waitFor(() => expect(screen.queryByText('session-test-ada-1')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('1 session');
    expect(reads).toEqual(['sessions']);
  });

  it('says so when there are no sessions', async () => {
    renderView(<SessionsView />, usersProject({ users: [ada] }).port);
    await screen.findByText('No sessions in this project.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
