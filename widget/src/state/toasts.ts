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

// Timers live outside the proxy: they are not state a host should see or serialise.
const timers = new WeakMap<WidgetStore, Map<number, ReturnType<typeof setTimeout>>>();
let nextToastId = 1;

function timersOf(store: WidgetStore): Map<number, ReturnType<typeof setTimeout>> {
  let map = timers.get(store);
  if (!map) {
    map = new Map();
    timers.set(store, map);
  }
  return map;
}

export function showToast(store: WidgetStore, kind: ToastKind, message: DisplayMessage): number {
  const id = nextToastId++;
  store.toasts.push({ id, kind, message });
  while (store.toasts.length > MAX_TOASTS) {
    const oldest = store.toasts[0];
    if (oldest) dismissToast(store, oldest.id);
  }
  const duration = TOAST_DURATION_MS[kind];
  if (duration !== null) {
    timersOf(store).set(
      id,
      setTimeout(() => dismissToast(store, id), duration),
    );
  }
  return id;
}

export function dismissToast(store: WidgetStore, id: number): void {
  const map = timersOf(store);
  const timer = map.get(id);
  if (timer !== undefined) clearTimeout(timer);
  map.delete(id);
  const index = store.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) store.toasts.splice(index, 1);
}

/** Cancels pending expiries, so an unmounted widget leaves no timers behind. */
export function clearToasts(store: WidgetStore): void {
  for (const timer of timersOf(store).values()) clearTimeout(timer);
  timers.delete(store);
  store.toasts.splice(0);
}
