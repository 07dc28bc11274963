// @vitest-environment happy-dom
import type { Session, User } from '@stytch/vanilla-js/headless';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from './clock';
import { SessionBar } from './SessionBar';
import { formatRemaining } from './session-summary';
import type { SessionClient } from './use-client-session';

const STARTED = Date.parse('2026-03-01T10:00:00.000Z');

function user(): User {
  return {
    user_id: 'user-test-1',
    name: { first_name: '', middle_name: '', last_name: '' },
    emails: [{ email: 'ada@example.com', email_id: 'email-1', verified: true }],
    phone_numbers: [],
    crypto_wallets: [],
    webauthn_registrations: [
      {
        webauthn_registration_id: 'webauthn-1',
        name: 'Laptop key',
        domain: 'localhost',
        user_agent: '',
        authenticator_type: 'platform',
        verified: true,
      },
    ],
  } as unknown as User;
}

function session(): Session {
  return {
    session_id: 'session-test-1',
    user_id: 'user-test-1',
    started_at: new Date(STARTED).toISOString(),
    last_accessed_at: new Date(STARTED).toISOString(),
    expires_at: new Date(STARTED + 60 * 60_000).toISOString(),
    authentication_factors: [
      {
        type: 'magic_link',
        delivery_method: 'email',
        last_authenticated_at: new Date(STARTED).toISOString(),
        email_factor: { email_id: 'email-1', email_address: 'ada@example.com' },
      },
    ],
    attributes: { ip_address: '', user_agent: '' },
    custom_claims: null,
    roles: [],
  } as unknown as Session;
}

/** A client whose user and session the test sets, notifying listeners as the real one does. */
function fakeClient(initial: { user: User | null; session: Session | null }) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (next: typeof state) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const client = {
    session: {
      getSync: () => state.session,
      onChange: subscribe,
      revoke: async () => {
        set({ user: null, session: null });
        return { status_code: 200 };
      },
    },
    user: { getSync: () => state.user, onChange: subscribe },
  } as unknown as SessionClient;
  return { client, set };
}

/** A clock the test moves by hand. */
function manualClock(start: number) {
  let now = start;
  const ticks = new Set<() => void>();
  const clock: Clock = {
    now: () => now,
    everySecond(tick) {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      for (const tick of ticks) tick();
    });
  return { clock, advance };
}

describe('SessionBar', () => {
  afterEach(cleanup);

  it('shows the signed-in user, their methods, the factors, the session id and the time left', () => {
    const { client } = fakeClient({ user: user(), session: session() });
    const { clock } = manualClock(STARTED);
    render(<SessionBar client={client} clock={clock} onSignOut={() => undefined} />);
    const bar = screen.getByRole('region', { name: 'Session' });
    expect(within(bar).getByTestId('session-user').textContent).toBe('ada@example.com');
    expect(within(bar).getByText('Laptop key')).toBeTruthy();
    expect(within(bar).getByText('magic_link (email)')).toBeTruthy();
    expect(within(bar).getByTitle('session-test-1')).toBeTruthy();
    expect(within(bar).getByTestId('session-remaining').textContent).toBe('1 h 00 min 00 s');
  });

  it('counts down with the clock and says when the session has expired', () => {
    const { client } = fakeClient({ user: user(), session: session() });
    const { clock, advance } = manualClock(STARTED);
    render(<SessionBar client={client} clock={clock} onSignOut={() => undefined} />);
    advance(59 * 60_000 + 55_000);
    expect(screen.getByTestId('session-remaining').textContent).toBe('5 s');
    advance(5_000);
    expect(screen.getByTestId('session-remaining').textContent).toBe('expired');
  });

  it('follows the client: a session restored after load shows the user at once', () => {
    const { client, set } = fakeClient({ user: null, session: null });
    const { clock } = manualClock(STARTED);
    render(<SessionBar client={client} clock={clock} onSignOut={() => undefined} />);
    expect(screen.getByTestId('session-user').textContent).toBe('Signed out');
    act(() => set({ user: user(), session: session() }));
    expect(screen.getByTestId('session-user').textContent).toBe('ada@example.com');
  });

  it('signs out through the client and then shows the signed-out state', async () => {
    const { client } = fakeClient({ user: user(), session: session() });
    const { clock } = manualClock(STARTED);
    const outcomes: unknown[] = [];
    render(<SessionBar client={client} clock={clock} onSignOut={(outcome) => outcomes.push(outcome)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('session-user').textContent).toBe('Signed out'));
    expect(outcomes).toEqual([{ ok: true }]);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('keeps the user and says why when the sign-out fails', async () => {
    const { client } = fakeClient({ user: user(), session: session() });
    client.session.revoke = async () => {
      throw new Error('network down');
    };
    const { clock } = manualClock(STARTED);
    render(<SessionBar client={client} clock={clock} onSignOut={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sign out failed: network down');
    expect(screen.getByTestId('session-user').textContent).toBe('ada@example.com');
  });
});

describe('formatRemaining', () => {
  it('reads hours and minutes, minutes and seconds, then seconds', () => {
    expect(formatRemaining(2 * 3600_000 + 3 * 60_000 + 999)).toBe('2 h 03 min 00 s');
    expect(formatRemaining(4 * 60_000 + 5_000)).toBe('4 min 05 s');
    expect(formatRemaining(9_400)).toBe('9 s');
    expect(formatRemaining(0)).toBe('expired');
  });
});
