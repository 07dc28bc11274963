import type { WidgetError } from '@foyer/widget';
import { ref, snapshot, subscribe } from 'valtio';
import type { MountSettings, TestbedApi } from '../../preload/api';
import { pageQueryFor } from '../app/page-url';
import { reportFailure } from '../app/report-failure';
import { appendCapped, nextEntryId, type TestbedState } from '../app/testbed-store';
import { clientFor } from './client';
import { liveUpdateFor } from './live-settings';
import { mountWidget, type WidgetHandle } from './mount-widget';

/** The mounted widget's Valtio proxy, kept out of the testbed's own proxy so it is observed, not copied. */
export type WidgetStateRef = { current: object | null };

/**
 * Mounts, remounts and unmounts the widget in the stage element, hands it the settings that apply
 * live through its `update()` as they are edited, and records what it does: every callback and
 * update into the event log, every state operation into the mutation log. `clientOf` is the page's
 * client (a test hands in a fake one).
 */
export function createWidgetController(
  store: TestbedState,
  api: Pick<TestbedApi, 'rememberCurrent'>,
  clientOf: (publicToken: string) => Parameters<typeof mountWidget>[0]['client'] = clientFor,
) {
  let handle: WidgetHandle | null = null;
  /** What the mounted widget was last given: the settings at mount, with live edits since. */
  let applied: MountSettings | null = null;
  let stopWatchingState: (() => void) | null = null;
  let stopWatchingSettings: (() => void) | null = null;
  let generation = 0;
  const widgetState: WidgetStateRef = { current: null };

  const logEvent = (source: 'onEvent' | 'onError' | 'host', name: string, args: unknown[]) => {
    // Snapshots, not live objects: later changes must not rewrite what the log shows happened.
    const entry = { id: nextEntryId(), at: Date.now(), source, name, args: ref(toPlain(args) as unknown[]) };
    appendCapped(store.events, entry);
  };

  const applyLiveSettings = () => {
    if (!handle || !applied) return;
    const next = snapshot(store.settings) as MountSettings;
    const live = liveUpdateFor(applied, next, location.origin);
    if (!live) return;
    handle.update(live.update);
    applied = { ...applied, ...Object.fromEntries(live.changed.map((key) => [key, next[key]])) };
    logEvent('host', `update(${live.changed.join(', ')})`, [live.update]);
  };

  const unmount = () => {
    stopWatchingState?.();
    stopWatchingState = null;
    stopWatchingSettings?.();
    stopWatchingSettings = null;
    handle?.unmount();
    handle = null;
    applied = null;
    widgetState.current = null;
    store.mount = { kind: 'unmounted' };
  };

  /** `remember: false` leaves the saved settings as they were (for a one-shot mount from the address). */
  const mount = (element: HTMLElement, { remember = true }: { remember?: boolean } = {}) => {
    unmount();
    const settings = snapshot(store.settings);
    history.replaceState(history.state, '', `${location.pathname}${pageQueryFor(settings, location.search)}`);
    try {
      handle = mountWidget({
        settings,
        element,
        client: clientOf(settings.publicToken),
        origin: location.origin,
        callbacks: {
          onEvent: (event) => logEvent('onEvent', event.type, [event]),
          onError: (error) => logEvent('onError', errorName(error), [error]),
        },
      });
    } catch (error) {
      store.mount = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
      return;
    }
    stopWatchingState = subscribe(handle.state, (ops) => {
      for (const op of ops) {
        const [kind, path] = op;
        appendCapped(store.mutations, {
          id: nextEntryId(),
          at: Date.now(),
          op: kind,
          path: path.map(String).join('.'),
          previous: unproxied(toPlain(kind === 'set' ? op[3] : op[2])),
          next: unproxied(toPlain(kind === 'set' ? op[2] : undefined)),
        });
      }
    });
    widgetState.current = handle.state;
    applied = settings as MountSettings;
    // The store, not its settings object: restoring a preset replaces that object whole. Changes
    // elsewhere in the store (the logs) find no live setting changed, which is cheap to tell.
    stopWatchingSettings = subscribe(store, applyLiveSettings);
    generation += 1;
    store.mount = { kind: 'mounted', mode: settings.mode, at: Date.now(), generation };
    if (remember)
      api
        .rememberCurrent(settings, store.activePreset)
        .catch(reportFailure(store, 'Remembering the settings'));
  };

  /** The settings the mounted widget has, to tell which edits wait for a remount; null when none is. */
  const appliedSettings = (): MountSettings | null => applied;

  return { mount, unmount, logEvent, widgetState, appliedSettings };
}

export type WidgetController = ReturnType<typeof createWidgetController>;

/** The server's error type when the cause carries one (the useful name for a log row), else "error". */
function errorName(error: WidgetError): string {
  const cause = error.cause;
  if (typeof cause === 'object' && cause !== null && 'error_type' in cause) return String(cause.error_type);
  return cause instanceof Error ? cause.name : 'error';
}

/** Log values are history: keep Valtio from wrapping (and tracking) them. */
function unproxied(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? ref(value) : value;
}

/** A JSON-safe copy: Valtio values, Errors and anything with cycles become plain data for the log. */
export function toPlain(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const walk = (item: unknown): unknown => {
    if (item instanceof Error) {
      const extra = Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
      return { name: item.name, message: item.message, ...extra };
    }
    if (typeof item === 'function') return `[function ${item.name || 'anonymous'}]`;
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item)) return '[circular]';
    seen.add(item);
    if (Array.isArray(item)) return item.map(walk);
    return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(value);
}
