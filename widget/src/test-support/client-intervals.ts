import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The provider's client flushes its event log on an interval it never clears, which outlives the
 * test that made the client and its `fetch` stub: the flush would then reach for the hosted
 * provider from whichever test runs next. Held intervals never fire; other timers run as usual.
 */
export function holdClientIntervals(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
