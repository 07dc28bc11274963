import type { WidgetStore } from './store';

// Outside the proxy: whether an event went out is bookkeeping, not state a host should see.
const reported = new WeakSet<WidgetStore>();

/** Records that this widget reported its login screen; true only the first time, so it is sent once. */
export function markLoginScreenReported(store: WidgetStore): boolean {
  if (reported.has(store)) return false;
  reported.add(store);
  return true;
}
