import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { addMessage } from '../messages/inbox';
import { type RunningEmulator, serveStore } from '../server';
import { issueSession } from '../sessions/issue-session';
import { createUserWithEmail } from '../test-support/test-users';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;
const store = EmulatorStore.inMemory();

beforeAll(async () => {
  emulator = await serveStore(store);
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): { control: ControlClient; token: string } {
  const token = `public-token-test-${crypto.randomUUID()}`;
  return { control: createControlClient(emulator.httpUrl, token), token };
}

function sendMessages(token: string, count: number): void {
  const project = store.project(token);
  for (let i = 0; i < count; i++) {
    addMessage(project, {
      kind: 'passcode',
      channel: 'email',
      to: `reader-${i}@example.com`,
      subject: `Your code number ${i}`,
      text: `Message ${i}`,
      code: String(100000 + i),
    });
  }
}

async function getList(token: string, list: string, query: string) {
  const response = await fetch(`${emulator.httpUrl}/control/v1/projects/${token}/${list}?${query}`);
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read by path; the assertions check it.
  return { status: response.status, json: (await response.json()) as any };
}

describe('paging the lists', () => {
  it('pages the inbox newest first with the next cursor, and answers the whole inbox without a limit', async () => {
    const { control, token } = newProject();
    sendMessages(token, 5);
    const first = await control.messagesPage({ limit: 2 });
    expect(first.results.map((m) => m.text)).toEqual(['Message 4', 'Message 3']);
    expect(first.results_metadata.total).toBe(5);
    expect(first.results[0]).toMatchObject({ used_tokens: {}, code_used_at: null });
    const second = await control.messagesPage({ limit: 2, cursor: first.results_metadata.next_cursor ?? '' });
    expect(second.results.map((m) => m.text)).toEqual(['Message 2', 'Message 1']);
    const last = await control.messagesPage({ limit: 2, cursor: second.results_metadata.next_cursor ?? '' });
    expect(last.results.map((m) => m.text)).toEqual(['Message 0']);
    expect(last.results_metadata.next_cursor).toBeNull();
    expect((await control.messages()).map((m) => m.text)).toHaveLength(5);
  });

  it('goes on after the last record shown even when newer ones arrived since', async () => {
    const { control, token } = newProject();
    sendMessages(token, 4);
    const first = await control.messagesPage({ limit: 2 });
    sendMessages(token, 3);
    const second = await control.messagesPage({ limit: 2, cursor: first.results_metadata.next_cursor ?? '' });
    expect(second.results.map((m) => m.text)).toEqual(['Message 1', 'Message 0']);
  });

  it('goes on from where the last record stood when it was deleted since', async () => {
    const { control } = newProject();
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await control.seedUser({ email: `user-${i}@example.com` }));
    const first = await control.usersPage({ limit: 2 });
    expect(first.results.map((u) => u.user_id)).toEqual([users[0]?.user_id, users[1]?.user_id]);
    await control.deleteUser(users[1]?.user_id ?? '');
    const second = await control.usersPage({ limit: 2, cursor: first.results_metadata.next_cursor ?? '' });
    // One record fewer before the cursor: the page starts one later than the first would have said.
    expect(second.results.map((u) => u.user_id)).toEqual([users[3]?.user_id, users[4]?.user_id]);
    expect(second.results_metadata).toEqual({ total: 4, next_cursor: null });
  });

  it('searches users by email, phone number, name or id in any case, and counts what matched', async () => {
    const { control } = newProject();
    const ada = await control.seedUser({
      email: 'ada@example.com',
      name: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    const grace = await control.seedUser({ phoneNumber: '+15555550123' });
    await control.seedUser({ email: 'nobody@example.com' });
    const byName = await control.usersPage({ query: 'LOVELACE' });
    expect(byName.results.map((u) => u.user_id)).toEqual([ada.user_id]);
    expect(byName.results_metadata).toEqual({ total: 1, next_cursor: null });
    expect((await control.usersPage({ query: '550123' })).results).toEqual([grace]);
    expect((await control.usersPage({ query: grace.user_id.slice(-8) })).results).toEqual([grace]);
    expect((await control.usersPage({ query: '  ' })).results_metadata.total).toBe(3);
  });

  it('searches the inbox in recipients, subjects and texts, with the filters it had', async () => {
    const { control, token } = newProject();
    sendMessages(token, 12);
    expect((await control.messagesPage({ query: 'number 11' })).results.map((m) => m.text)).toEqual([
      'Message 11',
    ]);
    expect((await control.messagesPage({ query: 'READER-1' })).results_metadata.total).toBe(3);
    expect(
      (await control.messagesPage({ query: 'message', to: 'reader-2@example.com' })).results,
    ).toHaveLength(1);
  });

  it('pages and searches sessions by their user, and the request log newest first', async () => {
    const { control, token } = newProject();
    const project = store.project(token);
    const factor = (email: string) => ({
      type: 'magic_link' as const,
      delivery_method: 'email' as const,
      email_factor: { email_id: 'email-id', email_address: email },
    });
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await issueSession(project, createUserWithEmail(project, email, true), factor(email), 60);
    }
    const sessions = await control.sessionsPage({ limit: 2 });
    expect(sessions.results).toHaveLength(2);
    expect(sessions.results[0]?.session_token).toEqual(expect.any(String));
    expect(sessions.results_metadata.total).toBe(3);
    const two = await control.sessionsPage({ query: 'two@' });
    expect(two.results.map((s) => JSON.stringify(s.authentication_factors))).toEqual([
      expect.stringContaining('two@example.com'),
    ]);

    for (const path of ['/sessions/authenticate', '/otps/authenticate', '/sessions/authenticate']) {
      await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` },
      });
    }
    const requests = await control.requestsPage({ limit: 2 });
    expect(requests.results.map((r) => r.path)).toEqual([
      '/sdk/v1/sessions/authenticate',
      '/sdk/v1/otps/authenticate',
    ]);
    expect(requests.results[0]!.seq).toBeGreaterThan(requests.results[1]!.seq);
    const rest = await control.requestsPage({
      limit: 2,
      cursor: requests.results_metadata.next_cursor ?? '',
    });
    expect(rest.results.map((r) => r.path)).toEqual(['/sdk/v1/sessions/authenticate']);
    expect((await control.requestsPage({ query: 'OTPS' })).results_metadata.total).toBe(1);
  });

  it('refuses a cursor no list answered with, and a limit outside 1 to 1000, saying which', async () => {
    const { token } = newProject();
    for (const [list, query, problem] of [
      ['users', 'cursor=not-a-cursor', 'cursor: not a next_cursor this list answered with'],
      ['messages', `cursor=${Buffer.from('{"after":1}').toString('base64url')}`, 'cursor: not a next_cursor'],
      ['sessions', 'limit=0', 'limit: expected a whole number from 1 to 1000'],
      ['requests', 'limit=1001', 'limit: expected a whole number from 1 to 1000'],
      ['users', 'limit=ten', 'limit: expected a whole number from 1 to 1000'],
    ] as const) {
      const { status, json } = await getList(token, list, query);
      expect(status, `${list}?${query}`).toBe(400);
      expect(json).toMatchObject({ status_code: 400, error_type: 'bad_request' });
      expect(json.error_message).toContain(problem);
    }
  });

  it('answers a refusal the typed client raises as a ControlApiError', async () => {
    const { control } = newProject();
    await expect(control.usersPage({ cursor: 'nonsense' })).rejects.toBeInstanceOf(ControlApiError);
  });
});
