import { runtimeOf } from '../runtime/widget-runtime';
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
type Countdown = {
  timer: ReturnType<typeof setTimeout> | null;
  remainingMs: number;
  startedAt: number;
  forget(): void;
};

// Outside the proxy: timers are not state a host should see or serialise.
const countdowns = new WeakMap<WidgetStore, Map<number, Countdown>>();
let nextToastId = 1;

function countdownsOf(store: WidgetStore): Map<number, Countdown> {
  let map = countdowns.get(store);
  if (!map) {
    map = new Map();
    countdowns.set(store, map);
  }
  return map;
}

function run(store: WidgetStore, id: number, countdown: Countdown): void {
  countdown.startedAt = Date.now();
  countdown.timer = setTimeout(() => dismissToast(store, id), countdown.remainingMs);
}

/** Shows a toast and returns its id; does nothing once the widget is unmounted. */
export function showToast(store: WidgetStore, kind: ToastKind, message: DisplayMessage): number {
  const id = nextToastId++;
  const runtime = runtimeOf(store);
  // A late answer after unmount must not bring a toast (or a timer) back.
  if (runtime.isDisposed) return id;
  if (store.toasts.length === 0) runtime.onDispose(() => store.toasts.splice(0));
  store.toasts.push({ id, kind, message });
  while (store.toasts.length > MAX_TOASTS) {
    const oldest = store.toasts[0];
    if (oldest) dismissToast(store, oldest.id);
  }
  const duration = TOAST_DURATION_MS[kind];
  if (duration !== null) {
    const countdown: Countdown = { timer: null, remainingMs: duration, startedAt: 0, forget: () => {} };
    countdown.forget = runtime.onDispose(() => {
      if (countdown.timer) clearTimeout(countdown.timer);
    });
    countdownsOf(store).set(id, countdown);
    run(store, id, countdown);
  }
  return id;
}

export function dismissToast(store: WidgetStore, id: number): void {
  const map = countdownsOf(store);
  const countdown = map.get(id);
  if (countdown?.timer) clearTimeout(countdown.timer);
  countdown?.forget();
  map.delete(id);
  const index = store.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) store.toasts.splice(index, 1);
}

/**
 * Stops a toast's countdown while the user hovers or focuses it, so they can read it for as long as
 * they need (WCAG 2.2.1); `resumeToast` continues with the time it had left.
 */
export function pauseToast(store: WidgetStore, id: number): void {
  const countdown = countdownsOf(store).get(id);
  if (!countdown?.timer) return;
  clearTimeout(countdown.timer);
  countdown.timer = null;
  countdown.remainingMs -= Date.now() - countdown.startedAt;
}

export function resumeToast(store: WidgetStore, id: number): void {
  const countdown = countdownsOf(store).get(id);
  if (countdown && !countdown.timer && !runtimeOf(store).isDisposed) run(store, id, countdown);
}
