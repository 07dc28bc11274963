import { createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import type { StreamPosition } from '@foyer/emulator/control';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageSource, requestSource, sessionSource, userSource } from '../views/list-sources';
import { controlPort } from './control-port';
import { type FirstPage, type ListSource, LiveList, type LiveListState } from './live-list';
import { projectFeed } from './project-feed';

// The console's lists against a running emulator: each read once when it opens, then kept current
// by the project's changes alone. Every control-API list read is counted at `fetch`.

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
});
afterAll(async () => {
  await emulator.close();
});

/**
 * Opens a list the way a view does, over the feed, with `until`: a promise that resolves once the
 * list's state holds (no clock: the test's own timeout is the only limit).
 */
function open<T>(source: ListSource<T>, feed: ReturnType<typeof projectFeed>, first?: FirstPage<T>) {
  const waiting = new Set<() => void>();
  const list = new LiveList(source, {
    query: '',
    pageSize: 200,
    onState: () => {
      for (const check of [...waiting]) check();
    },
    describeFailure: String,
  });
  const until = (holds: (state: LiveListState<T>) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!holds(list.state)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  list.start(feed, first);
  return Object.assign(list, { until });
}

/** Counts the control API's list reads made through `fetch` until `restore`. */
function countListReads() {
  const listReads: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const list = /\/control\/v1\/projects\/[^/]+\/(messages|users|sessions|requests)$/.exec(url.pathname);
    if (list?.[1] && (init?.method ?? 'GET') === 'GET') listReads.push(list[1]);
    return realFetch(input, init);
  });
  return { listReads, restore: () => spy.mockRestore() };
}

/** Where the project's stream stands now, as its `ready` says. */
async function streamPosition(control: ReturnType<typeof createControlClient>): Promise<StreamPosition> {
  const feed = projectFeed(control);
  const ready = new Promise<StreamPosition | undefined>((resolve) =>
    feed.subscribe((change) => change.kind === 'ready' && resolve(change.position)),
  );
  const disconnect = feed.connect();
  const position = await ready;
  disconnect();
  if (!position) throw new Error('the stream said no position');
  return position;
}

/** A sign-in by link, as a page's client sends it: a message, and a user when new. */
async function sendLink(token: string, email: string): Promise<void> {
  const sent = await fetch(`${emulator.httpUrl}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email }),
  });
  expect(sent.status).toBe(200);
}

/**
 * A project with one message sent, and its messages' first page read as the emulator builds the
 * console's page: the stream's position, then the page.
 */
async function projectWithFirstPage(name: string) {
  const token = `public-token-test-${name}-${crypto.randomUUID()}`;
  const control = createControlClient(emulator.httpUrl, token);
  await sendLink(token, 'first@example.com');
  const position = await streamPosition(control);
  const page = await control.messagesPage({ limit: 200 });
  return { token, control, first: { page, position } };
}

/** Connects the feed, and resolves with its disconnect once the stream has said `ready`. */
async function connectLive(feed: ReturnType<typeof projectFeed>): Promise<() => void> {
  const ready = new Promise<void>((resolve) =>
    feed.subscribe((change) => change.kind === 'ready' && resolve()),
  );
  const disconnect = feed.connect();
  await ready;
  return disconnect;
}

describe("the console's lists", () => {
  it('are read once at start, and read-only SDK calls or a new message read no list again', async () => {
    const token = `public-token-test-reads-${crypto.randomUUID()}`;
    const control = createControlClient(emulator.httpUrl, token);
    await control.seedUser({ email: 'first@example.com' });
    const { listReads, restore } = countListReads();
    const feed = projectFeed(control);
    const disconnect = feed.connect();
    const port = controlPort(control);
    const messages = open(messageSource(port), feed);
    const users = open(userSource(port), feed);
    const sessions = open(sessionSource(port), feed);
    const requests = open(requestSource(port), feed);
    await Promise.all(
      [messages, users, sessions, requests].map((list) => list.until((state) => state.loaded)),
    );
    expect(listReads.sort()).toEqual(['messages', 'requests', 'sessions', 'users']);

    // Ten bootstraps, as ten page loads make: each is logged (the request list shows it) and
    // changes nothing else.
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${emulator.httpUrl}/sdk/v1/projects/bootstrap/${token}`);
      expect(response.status).toBe(200);
    }
    await requests.until((state) => state.records.length === 10);
    expect(requests.state.records[0]?.path).toBe(`/sdk/v1/projects/bootstrap/${token}`);
    expect(listReads).toHaveLength(4);

    // A sign-in by link: the message shows at the head, the new user at the end, without a read.
    const sent = await fetch(`${emulator.httpUrl}/sdk/v1/magic_links/email/login_or_create`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'second@example.com' }),
    });
    expect(sent.status).toBe(200);
    await messages.until((state) => state.records[0]?.to === 'second@example.com');
    await users.until((state) => state.records.length === 2);
    expect(users.state.records.map((user) => user.emails[0]?.email)).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    expect(messages.state.total).toBe(1);
    expect(users.state.total).toBe(2);
    expect(listReads).toHaveLength(4);

    for (const list of [messages, users, sessions, requests]) list.stop();
    disconnect();
    restore();
  });

  it('opened with the first page the console page carried, read none until the project changes', async () => {
    const { token, control, first } = await projectWithFirstPage('boot-reads');
    const { listReads, restore } = countListReads();
    const feed = projectFeed(control);
    const messages = open(messageSource(controlPort(control)), feed, first);
    expect(messages.state).toMatchObject({ loaded: true, total: 1 });
    const disconnect = await connectLive(feed);
    await sendLink(token, 'second@example.com');
    await messages.until((state) => state.records[0]?.to === 'second@example.com');
    expect(listReads).toEqual([]);
    messages.stop();
    disconnect();

    // A change between the page and the stream's start: the list reads once, and shows it.
    const stalePosition = await streamPosition(control);
    const stalePage = await control.messagesPage({ limit: 200 });
    await sendLink(token, 'third@example.com');
    listReads.length = 0;
    const reopened = open(messageSource(controlPort(control)), feed, {
      page: stalePage,
      position: stalePosition,
    });
    const reconnect = feed.connect();
    await reopened.until((state) => state.records[0]?.to === 'third@example.com');
    expect(listReads).toEqual(['messages']);
    reopened.stop();
    reconnect();
    restore();
  });

  it("opened with the page's first page after the stream is live, as a view whose code came later, read none", async () => {
    const { token, control, first } = await projectWithFirstPage('late-view');
    const { listReads, restore } = countListReads();
    const feed = projectFeed(control);
    const disconnect = await connectLive(feed);
    // A page load's bootstrap is logged, which a message list does not show.
    expect((await fetch(`${emulator.httpUrl}/sdk/v1/projects/bootstrap/${token}`)).status).toBe(200);
    const messages = open(messageSource(controlPort(control)), feed, first);
    expect(messages.state).toMatchObject({ loaded: true, total: 1 });
    await sendLink(token, 'second@example.com');
    await messages.until((state) => state.records[0]?.to === 'second@example.com');
    expect(listReads).toEqual([]);
    messages.stop();

    // Opened again with that old page now that a message came since: it reads once.
    const reopened = open(messageSource(controlPort(control)), feed, first);
    await reopened.until((state) => state.total === 2);
    expect(listReads).toEqual(['messages']);
    reopened.stop();
    disconnect();
    restore();
  });
});
