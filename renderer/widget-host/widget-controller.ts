import type { WidgetError } from '@foyer/widget';
import { ref, snapshot, subscribe } from 'valtio';
import type { TestbedApi } from '../../preload/api';
import { pageQueryFor } from '../app/page-url';
import { reportFailure } from '../app/report-failure';
import { appendCapped, nextEntryId, type TestbedState } from '../app/testbed-store';
import { clientFor } from './client';
import { mountWidget, type WidgetHandle } from './mount-widget';

/** The mounted widget's Valtio proxy, kept out of the testbed's own proxy so it is observed, not copied. */
export type WidgetStateRef = { current: object | null };

/**
 * Mounts, remounts and unmounts the widget in the stage element, and records what it does: every
 * callback into the event log, every state operation into the mutation log.
 */
export function createWidgetController(store: TestbedState, api: TestbedApi) {
  let handle: WidgetHandle | null = null;
  let stopWatchingState: (() => void) | null = null;
  let generation = 0;
  const widgetState: WidgetStateRef = { current: null };

  const logEvent = (source: 'onEvent' | 'onError' | 'host', name: string, args: unknown[]) => {
    // Snapshots, not live objects: later changes must not rewrite what the log shows happened.
    const entry = { id: nextEntryId(), at: Date.now(), source, name, args: ref(toPlain(args) as unknown[]) };
    appendCapped(store.events, entry);
  };

  const unmount = () => {
    stopWatchingState?.();
    stopWatchingState = null;
    handle?.unmount();
    handle = null;
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
        client: clientFor(settings.publicToken),
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
    generation += 1;
    store.mount = { kind: 'mounted', mode: settings.mode, at: Date.now(), generation };
    if (remember)
      api
        .rememberCurrent(settings, store.activePreset)
        .catch(reportFailure(store, 'Remembering the settings'));
  };

  return { mount, unmount, logEvent, widgetState };
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
