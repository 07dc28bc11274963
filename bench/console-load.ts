import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import {
  type ControlClient,
  createControlClient,
  type RunningEmulator,
  startEmulator,
} from '@foyer/emulator';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBenchChromium } from './bench-chromium';
import { type BenchResult, median, percentile } from './stats';

/** Issue 32's goals for the console, reported beside each measure; the bench never fails on them. */
export const CONSOLE_GOALS = {
  coldInteractiveMs: 250,
  newMessageMs: 100,
  usersOpenMs: 300,
  searchKeyMs: 50,
} as const;

/** The records a large project holds: as many users as messages, one magic link each. */
const LARGE = 1_000;
/** Seeding calls in flight at once. */
const SEED_CONCURRENCY = 8;
/** Long enough for a cold load on a busy machine; a run that takes longer counts as failed. */
const STEP_TIMEOUT_MS = 30_000;

async function inBatches(count: number, work: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

/** Sends a magic link as a page's client would: a message in the inbox, and its user. */
async function sendMagicLink(emulator: RunningEmulator, publicToken: string, email: string): Promise<void> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
    },
    body: JSON.stringify({ email }),
  });
  if (!response.ok)
    throw new Error(`seeding a message answered ${response.status}: ${await response.text()}`);
}

/** A project with `records` users, each with one message in the inbox, seeded over the APIs. */
async function seedProject(emulator: RunningEmulator, records: number): Promise<string> {
  const publicToken = `public-token-test-bench-console-${randomUUID()}`;
  const control: ControlClient = createControlClient(emulator.httpUrl, publicToken);
  await control.settings();
  await inBatches(records, (index) => sendMagicLink(emulator, publicToken, `user-${index}@example.com`));
  return publicToken;
}

const consoleUrl = (emulator: RunningEmulator, publicToken: string, view: string) =>
  `${emulator.httpUrl.replace('//127.0.0.1:', '//localhost:')}/p/${encodeURIComponent(publicToken)}/${view}`;

/**
 * The page's clock once the console is usable on its inbox (every view's link there, the inbox
 * drawn, its messages or its empty line, and its buttons enabled), or false before. Runs in the page
 * (in the readiness watch, and polled by Playwright), so it names nothing outside itself.
 */
function inboxInteractiveAt(): number | false {
  if (document.querySelectorAll('nav[aria-label="Project views"] a').length !== 10) return false;
  const main = document.querySelector('.view-main');
  if (!main) return false;
  if (main.querySelector('.empty')?.textContent?.startsWith('No messages')) return performance.now();
  if (main.querySelectorAll('.message').length === 0) return false;
  return [...main.querySelectorAll('button')].every((button) => !button.disabled) && performance.now();
}

/** The page's clock once a floor page's one element is there (see `serveFloorPages`). */
function floorPageReadyAt(): number | false {
  return document.getElementById('ready') !== null && performance.now();
}

/** What the watch below writes to the page's console, then the page's clock at that frame. */
const READY_AT = '__foyerBenchReadyAt';

/**
 * A script each new document runs before its own (a CDP init script: the page's CSP does not apply to
 * it) that asks `readyAt` in every frame from the document's first, and writes the first answer to the
 * page's console, where the bench reads it. The bench evaluates nothing in the page while it loads:
 * Playwright's polling first puts its own script into the page, some 30 ms of the page's main thread
 * in a trace here, and that landed before the console's bundle in some runs and after it in others.
 * Polling also starts only once that script is in, up to 100 ms after the empty page is drawn. Built
 * as source text: the page's CSP refuses to turn a string into a function, and `readyAt`'s own source
 * names nothing outside it.
 */
const watchReadiness = (readyAt: () => number | false): string => `(() => {
  const readyAt = ${readyAt.toString()};
  const frame = () => {
    const at = readyAt();
    if (at === false) requestAnimationFrame(frame);
    else console.debug(${JSON.stringify(READY_AT)}, at);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * Milliseconds from navigation to the first frame in which `readyAt` answers, in a fresh browser
 * context (nothing cached): the console's inbox interactive, or the empty page's element there.
 */
async function coldInteractive(
  browser: Browser,
  url: string,
  readyAt: () => number | false = inboxInteractiveAt,
): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: watchReadiness(readyAt) });
    const page = await context.newPage();
    const [ready] = await Promise.all([
      page.waitForEvent('console', {
        predicate: (message) => message.text().startsWith(`${READY_AT} `),
        timeout: STEP_TIMEOUT_MS,
      }),
      page.goto(url, { waitUntil: 'commit' }),
    ]);
    const at = Number(ready.text().slice(READY_AT.length + 1));
    if (!Number.isFinite(at)) throw new Error(`the readiness watch wrote no time on ${url}`);
    return at;
  } finally {
    await context.close();
  }
}

/** Response headers that belong to one answer's body or connection, not to the page. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'last-modified',
  'keep-alive',
]);

/**
 * The floors under the cold measure, from a server of their own on the same host, each answered with
 * the console page's own headers (its CSP, and the opener isolation that has Chromium start the page
 * in a new renderer process): an empty page (`/`), and the same page whose element is drawn by one
 * module script of its own (`/script`), as the console's page is drawn by its bundle. No page sent
 * with those headers is interactive sooner than the first, nor one drawn by a script sooner than the
 * second, so the console's cold time is read beside them, in the same run. The empty page is also
 * sent without the opener isolation (`/not-isolated`): in a fresh tab, that header alone costs Chromium
 * a renderer process of the page's own, and the difference says how much.
 */
async function serveFloorPages(consolePage: string): Promise<{ origin: string; close(): Promise<void> }> {
  const answer = await fetch(consolePage);
  await answer.arrayBuffer();
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)));
  const empty = {
    type: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><title>Empty</title><p id="ready">Ready</p></html>',
  };
  const bodies: Record<string, { type: string; body: string; isolated?: false }> = {
    '/': empty,
    '/not-isolated': { ...empty, isolated: false },
    '/script': {
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Script</title><script type="module" src="/ready.js"></script></html>',
    },
    '/ready.js': {
      type: 'text/javascript; charset=utf-8',
      body: "const ready = document.createElement('p'); ready.id = 'ready'; ready.textContent = 'Ready'; document.body.append(ready);",
    },
  };
  const server = createServer((request, response) => {
    const page = bodies[request.url ?? ''];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    const { 'cross-origin-opener-policy': isolation, ...others } = headers;
    response.writeHead(200, {
      ...others,
      ...(page.isolated === false ? {} : { 'cross-origin-opener-policy': isolation }),
      'content-type': page.type,
    });
    response.end(page.body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/** Opens the console's inbox and waits until it is usable. */
async function openInbox(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await page.waitForFunction(inboxInteractiveAt, undefined, { timeout: STEP_TIMEOUT_MS });
  return page;
}

/**
 * Milliseconds from a magic link's send to its message in the open inbox, both on the machine's
 * clock (the page's `timeOrigin + now()` and the bench's own), so no round trip to the page counts.
 * The in-page checks are polled by Playwright each frame: they define no functions of their own.
 */
async function newMessageDelay(page: Page, emulator: RunningEmulator, publicToken: string): Promise<number> {
  const email = `new-${randomUUID()}@example.com`;
  const shown = page.waitForFunction(
    (address) =>
      [...document.querySelectorAll('.message')].some((item) => item.textContent?.includes(address)) &&
      performance.timeOrigin + performance.now(),
    email,
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );
  const sentAt = performance.timeOrigin + performance.now();
  await sendMagicLink(emulator, publicToken, email);
  return ((await (await shown).jsonValue()) as number) - sentAt;
}

/** Milliseconds from a click on Users to its list drawn (its rows, or its empty line). */
async function usersOpen(page: Page): Promise<number> {
  await page.evaluate(() => {
    document.documentElement.dataset.benchClickedAt = String(performance.now());
    document.querySelector<HTMLAnchorElement>('nav[aria-label="Project views"] a[href$="/users"]')?.click();
  });
  const drawn = await page.waitForFunction(
    () =>
      (document.querySelectorAll('.view-main table[aria-label="Users"] tbody tr').length > 0 ||
        document.querySelector('.view-main .empty')?.textContent === 'No users yet.') &&
      performance.now() - Number(document.documentElement.dataset.benchClickedAt),
    undefined,
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );
  const elapsed = (await drawn.jsonValue()) as number;
  // Back to the inbox for the next run.
  await page.locator('nav[aria-label="Project views"] a[href$="/inbox"]').click();
  await page.waitForFunction(inboxInteractiveAt, undefined, { timeout: STEP_TIMEOUT_MS });
  return elapsed;
}

/**
 * What the bench types into a list's search, a key at a time, in a large project. Each longer prefix
 * matches fewer of the seeded records (`user-<n>@example.com`: every 9, then every 99, then the ten
 * ending in 99), so the emulator's answer to each key shows as a new count. (In an empty project every
 * count is 0, and the view may rightly show "no match" before the emulator answers: nothing to time.)
 */
const SEARCH_KEYS = ['9', '9', '@'];

/** A list with a search box: its view, and how its toolbar words the answer to a query. */
type SearchedList = {
  view: 'users' | 'inbox';
  /** The view's name in the report. */
  title: string;
  /** The search box's accessible name. */
  box: string;
  noun: readonly [string, string];
  /** How many records the control API says match `query`, which the view's count must come to. */
  total(query: string): Promise<number>;
};

const searchedLists = (control: ControlClient): SearchedList[] => [
  {
    view: 'users',
    title: 'Users',
    box: 'Search users',
    noun: ['user', 'users'],
    total: async (query) => (await control.usersPage({ query, limit: 1 })).results_metadata.total,
  },
  {
    view: 'inbox',
    title: 'Inbox',
    box: 'Search messages',
    noun: ['message', 'messages'],
    total: async (query) => (await control.messagesPage({ query, limit: 1 })).results_metadata.total,
  },
];

/** The toolbar's count line once a view shows its answer to `query`, matched by `total` records. */
function countLine(list: SearchedList, query: string, total: number): string {
  const noun = total === 1 ? list.noun[0] : list.noun[1];
  if (query === '') return `${total} ${noun}`;
  return `${total} ${noun} ${total === 1 ? 'matches' : 'match'}`;
}

/**
 * Once the open view's count line reads `count`, the milliseconds since the last key pressed in the
 * page; false before.
 */
function countShownAfterKey(count: string): { afterKeyMs: number } | false {
  if (document.querySelector('.view-main .toolbar [role="status"]')?.textContent !== count) return false;
  return { afterKeyMs: performance.now() - Number(document.documentElement.dataset.benchKeyAt) };
}

/**
 * Milliseconds from each key typed into a list's search to the view showing that query's answer,
 * `runs` times over the keys of `SEARCH_KEYS`. Each key's count must differ from the one before, or
 * the view would seem to answer at once: the bench refuses such a query rather than report it.
 */
async function searchKeyDelays(page: Page, list: SearchedList, runs: number): Promise<number[]> {
  await page.locator(`nav[aria-label="Project views"] a[href$="/${list.view}"]`).click();
  const box = page.getByRole('searchbox', { name: list.box });
  await box.waitFor();
  await page.evaluate(() => {
    document.addEventListener(
      'keydown',
      () => {
        document.documentElement.dataset.benchKeyAt = String(performance.now());
      },
      { capture: true },
    );
  });
  // The counts the emulator gives before the first key, then after each key.
  let previous = await list.total('');
  const unsearched = countLine(list, '', previous);
  const keys: { key: string; count: string }[] = [];
  let query = '';
  for (const key of SEARCH_KEYS) {
    query += key;
    const total = await list.total(query);
    if (total === previous)
      throw new Error(`the ${list.view} search counts ${total} for "${query}" and before it`);
    keys.push({ key, count: countLine(list, query, total) });
    previous = total;
  }
  const delays: number[] = [];
  for (let run = 0; run < runs; run++) {
    await box.fill('');
    await page.waitForFunction(countShownAfterKey, unsearched, { timeout: STEP_TIMEOUT_MS });
    await box.focus();
    for (const { key, count } of keys) {
      await page.keyboard.press(key);
      const shown = await page.waitForFunction(countShownAfterKey, count, {
        polling: 'raf',
        timeout: STEP_TIMEOUT_MS,
      });
      delays.push(((await shown.jsonValue()) as { afterKeyMs: number }).afterKeyMs);
    }
  }
  return delays;
}

/** A measure's row: against its goal in ms, or a reference (a floor, or what a header costs) with its label. */
function row(measure: string, records: number, samples: number[], goal: number | string = '(the floor)') {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = median(sorted);
  return {
    measure,
    records,
    runs: samples.length,
    'median ms': Math.round(middle),
    'p90 ms': Math.round(percentile(sorted, 90)),
    goal: typeof goal === 'string' ? goal : `≤ ${goal} ms`,
    status: !Number.isFinite(middle)
      ? 'not measured'
      : typeof goal === 'string'
        ? 'reference'
        : middle <= goal
          ? 'met'
          : 'not met',
  };
}

/** The floor pages' cold times (see `serveFloorPages`), as the cold measure's references. */
async function floorRows(browser: Browser, consolePage: string, runs: number) {
  const floors = await serveFloorPages(consolePage);
  try {
    const empty: number[] = [];
    const notIsolated: number[] = [];
    const scripted: number[] = [];
    for (let run = 0; run < runs; run++) {
      empty.push(await coldInteractive(browser, `${floors.origin}/`, floorPageReadyAt));
      notIsolated.push(await coldInteractive(browser, `${floors.origin}/not-isolated`, floorPageReadyAt));
      scripted.push(await coldInteractive(browser, `${floors.origin}/script`, floorPageReadyAt));
    }
    return [
      row("cold: an empty page with the console's headers", 0, empty),
      row('cold: that page without opener isolation', 0, notIsolated, '(what the header costs)'),
      row('cold: that page drawn by one module script', 0, scripted),
    ];
  } finally {
    await floors.close();
  }
}

/**
 * The console as a developer meets it, in Chromium against an emulator: its cold interactive time
 * (navigation to every view's link, the inbox drawn and its buttons enabled), how long a new
 * message takes to show in the open inbox, how long the Users view takes to open, and how long the
 * Users and Inbox searches take to answer a key; each with an empty project and with 1,000 users and
 * 1,000 messages, seeded through the emulator's APIs (the searches with the large project only).
 */
export async function benchConsole(runs: number): Promise<BenchResult> {
  // The emulator serves the console from its package's build: build it as the package does.
  await build({ configFile: resolve(import.meta.dirname, '../console/vite.config.ts'), logLevel: 'warn' });
  const emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  const { browser } = await launchBenchChromium();
  const rows: BenchResult['rows'] = [];
  try {
    for (const records of [0, LARGE]) {
      const publicToken = await seedProject(emulator, records);
      const url = consoleUrl(emulator, publicToken, 'inbox');
      if (records === 0) rows.push(...(await floorRows(browser, url, runs)));
      const cold: number[] = [];
      for (let run = 0; run < runs; run++) cold.push(await coldInteractive(browser, url));
      const page = await openInbox(browser, url);
      const delays: number[] = [];
      const opens: number[] = [];
      const searches: [SearchedList, number[]][] = [];
      try {
        for (let run = 0; run < runs; run++) delays.push(await newMessageDelay(page, emulator, publicToken));
        for (let run = 0; run < runs; run++) opens.push(await usersOpen(page));
        if (records > 0) {
          for (const list of searchedLists(createControlClient(emulator.httpUrl, publicToken)))
            searches.push([list, await searchKeyDelays(page, list, runs)]);
        }
      } finally {
        await page.context().close();
      }
      rows.push(
        row('cold interactive (inbox)', records, cold, CONSOLE_GOALS.coldInteractiveMs),
        row('new message shown', records, delays, CONSOLE_GOALS.newMessageMs),
        row('Users view open', records, opens, CONSOLE_GOALS.usersOpenMs),
        ...searches.map(([list, keys]) =>
          row(`search answers a key (${list.title})`, records, keys, CONSOLE_GOALS.searchKeyMs),
        ),
      );
    }
  } finally {
    await browser.close();
    await emulator.close();
  }
  return { name: `The emulator's console (${runs} runs each, medians and p90)`, rows };
}
