import type { DisplayMessage } from './display-message';
import type { WidgetStore } from './store';

export type ToastKind = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export type Toast = { id: number; kind: ToastKind; message: DisplayMessage };

/** How long each kind stays on screen; a loading toast stays until it is dismissed or replaced. */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number | null>> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
};

export const MAX_TOASTS = 20;

/** A toast's countdown: running (with a timer) or paused while the user reads it. */
type Expiry = { timer: ReturnType<typeof setTimeout> | null; remainingMs: number; startedAt: number };

// Outside the proxy: timers are not state a host should see or serialise.
const expiries = new WeakMap<WidgetStore, Map<number, Expiry>>();
// Widgets whose host unmounted them: a late answer must not bring a toast (or a timer) back.
const disposed = new WeakSet<WidgetStore>();
let nextToastId = 1;

function expiriesOf(store: WidgetStore): Map<number, Expiry> {
  let map = expiries.get(store);
  if (!map) {
    map = new Map();
    expiries.set(store, map);
  }
  return map;
}

function run(store: WidgetStore, id: number, expiry: Expiry): void {
  expiry.startedAt = Date.now();
  expiry.timer = setTimeout(() => dismissToast(store, id), expiry.remainingMs);
}

/** Shows a toast and returns its id; does nothing once the widget is unmounted. */
export function showToast(store: WidgetStore, kind: ToastKind, message: DisplayMessage): number {
  const id = nextToastId++;
  if (disposed.has(store)) return id;
  store.toasts.push({ id, kind, message });
  while (store.toasts.length > MAX_TOASTS) {
    const oldest = store.toasts[0];
    if (oldest) dismissToast(store, oldest.id);
  }
  const duration = TOAST_DURATION_MS[kind];
  if (duration !== null) {
    const expiry: Expiry = { timer: null, remainingMs: duration, startedAt: 0 };
    expiriesOf(store).set(id, expiry);
    run(store, id, expiry);
  }
  return id;
}

export function dismissToast(store: WidgetStore, id: number): void {
  const map = expiriesOf(store);
  const timer = map.get(id)?.timer;
  if (timer) clearTimeout(timer);
  map.delete(id);
  const index = store.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) store.toasts.splice(index, 1);
}

/**
 * Stops a toast's countdown while the user hovers or focuses it, so they can read it for as long as
 * they need (WCAG 2.2.1); `resumeToast` continues with the time it had left.
 */
export function pauseToast(store: WidgetStore, id: number): void {
  const expiry = expiriesOf(store).get(id);
  if (!expiry?.timer) return;
  clearTimeout(expiry.timer);
  expiry.timer = null;
  expiry.remainingMs -= Date.now() - expiry.startedAt;
}

export function resumeToast(store: WidgetStore, id: number): void {
  const expiry = expiriesOf(store).get(id);
  if (expiry && !expiry.timer) run(store, id, expiry);
}

/** Drops every toast and its timer for good, so an unmounted widget leaves no timers behind. */
export function disposeToasts(store: WidgetStore): void {
  disposed.add(store);
  for (const { timer } of expiriesOf(store).values()) if (timer) clearTimeout(timer);
  expiries.delete(store);
  store.toasts.splice(0);
}
