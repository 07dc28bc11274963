import { useCallback, useEffect, useRef } from 'react';

/** How long input must rest before a debounced call runs (the spec's default). */
export const DEFAULT_DEBOUNCE_MS = 500;

/**
 * A stable function that runs `callback` with the latest arguments once calls have stopped for
 * `delayMs`. A pending call is dropped on unmount, so nothing runs against a screen that is gone.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number = DEFAULT_DEBOUNCE_MS,
): (...args: Args) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
