import type { Hono } from 'hono';
import {
  type BootList,
  type BootListAnswer,
  CONSOLE_BOOT_ID,
  CONSOLE_FIRST_PAGE_SIZE,
  type ConsoleBoot,
  VIEW_LISTS,
} from '../control/console-boot';
import type { EmulatorStore } from '../emulator-store';
import type { EmulatorEnv } from '../http/env';
import { REQUESTS_KEPT } from '../store/request-log';

/** What a console address names: a project's view, as the page's own router reads `/p/<token>/<view>`. */
export type AddressedView = { publicToken: string; view: string };

/**
 * The data of a control read made in-process, as a local tool without a control token makes it,
 * less the answer's own ids (no request of the page's made it); undefined when refused.
 */
async function controlData<T>(app: Hono<EmulatorEnv>, path: string): Promise<T | undefined> {
  const response = await app.request(`http://localhost/control/v1${path}`);
  if (!response.ok) return undefined;
  const answer = (await response.json()) as { data: T & { request_id?: string; status_code?: number } };
  const { request_id: _, status_code: __, ...data } = answer.data;
  return data as T;
}

function listOf(view: string): BootList | undefined {
  return Object.hasOwn(VIEW_LISTS, view) ? VIEW_LISTS[view as keyof typeof VIEW_LISTS] : undefined;
}

/**
 * How many of the list's records the page carries. The request log carries all it keeps: its view
 * filters what it holds, which must be every request, or a filter would miss the ones not read yet.
 */
const carriedCount = (list: BootList): number =>
  list === 'requests' ? REQUESTS_KEPT : CONSOLE_FIRST_PAGE_SIZE;

/**
 * The answers the console's first reads would get, read through the control API itself so they are
 * the same JSON. Undefined where the control API refuses a caller that sends no control token (an
 * emulator started with one): the page then asks, token in hand, as before. A project that does not
 * exist is left out rather than made by a page load.
 */
export async function consoleBoot(
  app: Hono<EmulatorEnv>,
  store: EmulatorStore,
  addressed: AddressedView | undefined,
): Promise<ConsoleBoot | undefined> {
  const projects = await controlData<ConsoleBoot['projects']>(app, '/projects');
  if (!projects) return undefined;
  const publicToken = addressed?.publicToken;
  if (publicToken === undefined || !store.existingProject(publicToken)) return { projects };
  // Read before the list: a change landing between the two is then in the list and past the
  // position, so the page reads again once, rather than missing it.
  const position = store.positionOf(publicToken);
  const name = listOf(addressed?.view ?? 'inbox');
  const token = encodeURIComponent(publicToken);
  const answer = name
    ? await controlData<BootListAnswer>(app, `/projects/${token}/${name}?limit=${carriedCount(name)}`)
    : undefined;
  return {
    projects,
    project: { public_token: publicToken, position, ...(name && answer ? { list: { name, answer } } : {}) },
  };
}

/**
 * The page with its boot data in a JSON block before `</head>`: a data block never runs, so the
 * page's strict policy holds. Every `<` is written `\u003c`, so no text in the data (a message's
 * subject) can close the block or open another tag.
 */
export function withBootData(page: string, boot: ConsoleBoot): string {
  const json = JSON.stringify(boot).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${CONSOLE_BOOT_ID}">${json}</script>`;
  // A function, so no `$&` or `$'` in the data is read as a replacement pattern.
  return page.includes('</head>') ? page.replace('</head>', () => `${block}</head>`) : `${block}${page}`;
}
