import { describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { createUserWithEmail, createUserWithPhone } from '../test-support/test-users';
import { type FactorInput, issueSession } from './issue-session';

const password: FactorInput = { type: 'password', delivery_method: 'knowledge' };

function setup() {
  const project = EmulatorStore.inMemory().project('public-token-test-issue');
  const user = createUserWithEmail(project, 'ada@example.com', true);
  const email = user.emails[0]!;
  const emailOtp: FactorInput = {
    type: 'otp',
    delivery_method: 'email',
    email_factor: { email_id: email.email_id, email_address: email.email },
  };
  return { project, user, emailOtp };
}

describe('issueSession', () => {
  it('starts a session that lasts the given minutes, with non-empty tokens', async () => {
    const { project, user, emailOtp } = setup();
    const before = Date.now();
    const auth = await issueSession(project, user, emailOtp, 45);
    expect(auth.session_token).not.toBe('');
    expect(auth.session_jwt.split('.')).toHaveLength(3);
    expect(auth.session.authentication_factors).toEqual([
      { ...emailOtp, last_authenticated_at: expect.any(String) },
    ]);
    const expiresAt = Date.parse(auth.session.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 45 * 60_000);
    expect(expiresAt).toBeLessThan(before + 46 * 60_000);
    expect(project.collections.sessions.get(auth.session.session_id)?.session_token).toBe(auth.session_token);
  });

  it('starts, stamps and ends a new session from one instant, however long the login takes', async () => {
    const { project, user, emailOtp } = setup();
    // Each read of the clock a little later, as on a busy machine.
    let reads = 0;
    const startedAt = project.clock.now();
    project.clock.now = () => startedAt + 25 * reads++;
    const { session } = await issueSession(project, user, emailOtp, 30);
    expect(Date.parse(session.expires_at) - Date.parse(session.started_at)).toBe(30 * 60_000);
    expect(session.last_accessed_at).toBe(session.started_at);
    expect(session.authentication_factors[0]?.last_authenticated_at).toBe(session.started_at);
  });

  it('adds a second factor to the same user’s current session and keeps its id and token', async () => {
    const { project, user, emailOtp } = setup();
    const first = await issueSession(project, user, emailOtp, 60);
    const current = project.collections.sessions.get(first.session.session_id);
    const second = await issueSession(project, user, password, 60, current);
    expect(second.session.session_id).toBe(first.session.session_id);
    expect(second.session_token).toBe(first.session_token);
    expect(second.session.authentication_factors.map((f) => f.delivery_method)).toEqual([
      'email',
      'knowledge',
    ]);
    expect(project.collections.sessions.size).toBe(1);
  });

  it('starts a new session when the current one belongs to someone else', async () => {
    const { project, user, emailOtp } = setup();
    const other = createUserWithPhone(project, '+15555550100', true);
    const theirs = await issueSession(project, other, password, 60);
    const mine = await issueSession(
      project,
      user,
      emailOtp,
      60,
      project.collections.sessions.get(theirs.session.session_id),
    );
    expect(mine.session.session_id).not.toBe(theirs.session.session_id);
    expect(mine.user_id).toBe(user.user_id);
    expect(project.collections.sessions.size).toBe(2);
  });
});
