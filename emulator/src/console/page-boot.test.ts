import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { CONSOLE_BOOT_ID, CONSOLE_FIRST_PAGE_SIZE, type ConsoleBoot } from '../control/console-boot';
import { controlRoutes } from '../control/routes';
import { EmulatorStore } from '../emulator-store';
import type { EmulatorEnv } from '../http/env';
import { addMessage } from '../messages/inbox';
import { consoleBoot } from './page-boot';
import { registerConsoleRoutes } from './routes';

const HOSTILE = '</script><script>alert(1)</script><!--';
const TOKEN = 'public-token-test-page-boot';

let built: string;
beforeAll(() => {
  built = `${mkdtempSync(join(tmpdir(), 'foyer-page-boot-'))}/`;
  writeFileSync(
    `${built}index.html`,
    '<!doctype html><html><head><title>built console</title></head><body></body></html>',
  );
});
afterAll(() => rmSync(built, { recursive: true, force: true }));

/** The control API and the console's pages over `store`, the page built in `built`. */
function consoleServer(store: EmulatorStore): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.use(async (c, next) => {
    c.set('store', store);
    await next();
  });
  app.route('/control/v1', controlRoutes());
  registerConsoleRoutes(app, built);
  return app;
}

function storeWithMessages(count: number): EmulatorStore {
  const store = EmulatorStore.inMemory();
  const project = store.project(TOKEN);
  for (let i = 0; i < count; i++) {
    addMessage(project, {
      kind: 'passcode',
      channel: 'email',
      to: `reader-${i}@example.com`,
      subject: i === count - 1 ? HOSTILE : `Your code number ${i}`,
      text: `Message ${i} ${HOSTILE}`,
      code: String(100000 + i),
    });
  }
  return store;
}

/** Logs a request of the project, as the transport logs an SDK call it answered. */
function logRequest(store: EmulatorStore, path: string, at = new Date(0)): void {
  store.requestLog.record(TOKEN, {
    at: at.toISOString(),
    method: 'GET',
    path,
    status: 200,
    origin: null,
    error_type: null,
    error_message: null,
    sandbox_value: null,
    detail: null,
  });
}

/** The page's data block, parsed as the console parses it; undefined when the page has none. */
function bootOf(html: string): ConsoleBoot | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${CONSOLE_BOOT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match ? (JSON.parse(match[1] as string) as ConsoleBoot) : undefined;
}

async function answerOf(app: Hono<EmulatorEnv>, path: string) {
  return (await (await app.request(path)).json()) as { data: Record<string, unknown> };
}

function withoutIds({ request_id: _, status_code: __, ...data }: Record<string, unknown>) {
  return data;
}

describe("the console's page carries its first reads", () => {
  it("holds the projects and the addressed view's first page, as the control API answers them", async () => {
    const store = storeWithMessages(CONSOLE_FIRST_PAGE_SIZE + 5);
    const app = consoleServer(store);
    const html = await (await app.request(`/p/${TOKEN}/inbox`)).text();
    const boot = bootOf(html);
    const listed = await answerOf(
      app,
      `/control/v1/projects/${TOKEN}/messages?limit=${CONSOLE_FIRST_PAGE_SIZE}`,
    );
    const projects = await answerOf(app, '/control/v1/projects');
    expect(boot?.projects).toEqual(withoutIds(projects.data));
    expect(boot?.project).toEqual({
      public_token: TOKEN,
      position: store.positionOf(TOKEN),
      list: { name: 'messages', answer: withoutIds(listed.data) },
    });
    expect(boot?.project?.list?.answer.messages).toHaveLength(CONSOLE_FIRST_PAGE_SIZE);
  });

  it('writes no text that closes the data block or opens a tag: a subject holding a script stays data', async () => {
    const html = await (await consoleServer(storeWithMessages(1)).request(`/p/${TOKEN}/inbox`)).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(bootOf(html)?.project?.list?.answer.messages?.[0]).toMatchObject({ subject: HOSTILE });
  });

  it('reads the list of the view addressed, and none for a view that opens with no list', async () => {
    const app = consoleServer(storeWithMessages(2));
    expect(bootOf(await (await app.request(`/p/${TOKEN}/users`)).text())?.project?.list?.name).toBe('users');
    const clock = bootOf(await (await app.request(`/p/${TOKEN}/clock`)).text());
    expect(clock?.project).toMatchObject({ public_token: TOKEN });
    expect(clock?.project?.list).toBeUndefined();
  });

  it('carries every request the project keeps to the request log, whose filter looks only at what it holds', async () => {
    const store = storeWithMessages(1);
    const kept = CONSOLE_FIRST_PAGE_SIZE + 10;
    for (let i = 0; i < kept; i++) logRequest(store, `/sdk/v1/request-${i}`, new Date(i));
    const app = consoleServer(store);
    const list = bootOf(await (await app.request(`/p/${TOKEN}/requests`)).text())?.project?.list;
    expect(list?.name).toBe('requests');
    expect(list?.answer.requests).toHaveLength(kept);
    expect(list?.answer.results_metadata.next_cursor).toBeNull();
  });

  it('makes no project for an address naming one that does not exist', async () => {
    const store = EmulatorStore.inMemory();
    const boot = bootOf(await (await consoleServer(store).request(`/p/${TOKEN}/inbox`)).text());
    expect(boot).toEqual({ projects: { projects: [] } });
    expect(store.existingProject(TOKEN)).toBeUndefined();
  });

  it("gives a request another site's page caused the bare page, under the same headers", async () => {
    const app = consoleServer(storeWithMessages(1));
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
      { origin: 'https://evil.example' },
    ]) {
      const response = await app.request(`/p/${TOKEN}/inbox`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(bootOf(await response.text())).toBeUndefined();
    }
    const typed = await app.request(`/p/${TOKEN}/inbox`, { headers: { 'sec-fetch-site': 'none' } });
    expect(bootOf(await typed.text())).toBeDefined();
  });

  it('holds nothing when the emulator asks for a control token, which a page load cannot carry', async () => {
    const store = storeWithMessages(1);
    const app = createApp(store, { controlToken: 'the-token' });
    expect(await consoleBoot(app, store, { publicToken: TOKEN, view: 'inbox' })).toBeUndefined();
  });
});

describe("the stream's position", () => {
  it('moves with each write and each logged request of the project, and only of that project', async () => {
    const store = storeWithMessages(1);
    const before = store.positionOf(TOKEN);
    addMessage(store.project('public-token-test-other'), {
      kind: 'passcode',
      channel: 'sms',
      to: '+15555550100',
      subject: undefined,
      text: 'elsewhere',
      code: '123456',
    });
    expect(store.positionOf(TOKEN)).toEqual(before);
    addMessage(store.project(TOKEN), {
      kind: 'passcode',
      channel: 'sms',
      to: '+15555550101',
      subject: undefined,
      text: 'here',
      code: '654321',
    });
    expect(store.positionOf(TOKEN)).toEqual({ ...before, writes: before.writes + 1 });
    logRequest(store, '/sdk/v1/projects/bootstrap');
    expect(store.positionOf(TOKEN).requests).toBeGreaterThan(before.requests);
    // Telemetry, which no view shows, leaves it.
    const moved = store.positionOf(TOKEN);
    store.project(TOKEN).collections.events.put('event-1', {
      event_id: 'event-1',
      received_at: new Date(0).toISOString(),
      event_name: 'sdk_loaded',
      details: {},
      telemetry: {},
    });
    expect(store.positionOf(TOKEN)).toEqual(moved);
    expect(EmulatorStore.inMemory().positionOf(TOKEN).epoch).not.toBe(before.epoch);
  });
});
