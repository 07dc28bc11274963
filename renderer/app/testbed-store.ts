import { proxy } from 'valtio';
import type { CookieChange, MountSettings, Preset, PresetList } from '../../preload/api';

/** One callback or event the widget (or the testbed acting as its host) emitted. */
export type EventEntry = {
  id: number;
  at: number;
  source: 'onEvent' | 'onError' | 'host';
  name: string;
  args: readonly unknown[];
};

/** One change to the widget's Valtio state, as Valtio's ops describe it. */
export type StateChange = {
  id: number;
  at: number;
  op: 'set' | 'delete';
  path: string;
  previous: unknown;
  next: unknown;
};

/** The page loaded again (the log outlives it): every widget state after it is a new one. */
export type PageReload = { id: number; at: number; op: 'reload'; reason: string };

export type Mutation = StateChange | PageReload;

export type MountStatus =
  | { kind: 'unmounted' }
  | { kind: 'mounted'; mode: MountSettings['mode']; at: number; generation: number }
  | { kind: 'failed'; message: string };

export type TestbedState = {
  /** The settings being edited; applied to the widget by Mount or Remount. */
  settings: MountSettings;
  presets: PresetList;
  /** The preset the settings came from, until they are edited into something else. */
  activePreset: string | null;
  mount: MountStatus;
  events: EventEntry[];
  mutations: Mutation[];
  /** The token of the project this page's client talks to; changing it needs a reload. */
  pageToken: string;
  /** Cookie changes since the page loaded, oldest first. */
  cookieChanges: CookieChange[];
  /** Bumped on every change the emulator reports for the project; panels refetch when it moves. */
  emulatorRevision: number;
  /** The latest testbed action that failed, shown until dismissed or replaced. */
  failure: Failure | null;
};

export type Failure = { action: string; message: string; at: number };

let nextId = 1;
export function nextEntryId(): number {
  return nextId++;
}

/** The testbed UI's own state; the widget's state lives in the widget and is only observed. */
export function createTestbedStore(settings: MountSettings, presets: PresetList): TestbedState {
  return proxy<TestbedState>({
    settings,
    presets,
    activePreset: presets.lastUsed,
    mount: { kind: 'unmounted' },
    events: [],
    mutations: [],
    pageToken: settings.publicToken,
    cookieChanges: [],
    emulatorRevision: 0,
    failure: null,
  });
}

/** Changes settings being edited: from then on they are no longer the preset they came from. */
export function editSettings(store: TestbedState, change: Partial<MountSettings>): void {
  Object.assign(store.settings, change);
  store.activePreset = null;
}

/** Makes a saved preset the settings being edited (a copy, so editing them leaves the preset alone). */
export function restorePreset(store: TestbedState, preset: Preset): void {
  store.settings = structuredClone(preset.settings);
  store.activePreset = preset.name;
}

/** Long sessions would otherwise grow the logs without bound and slow every render. */
export const LOG_LIMIT = 2000;

/** Cookie changes come in bursts of a few per sign-in; the latest couple of hundred tell the story. */
export const COOKIE_LOG_LIMIT = 200;

export function appendCapped<T>(list: T[], entry: T, limit = LOG_LIMIT): void {
  list.push(entry);
  if (list.length > limit) list.splice(0, list.length - limit);
}
