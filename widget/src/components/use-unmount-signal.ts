import { useCallback, useEffect, useRef } from 'react';

/**
 * The signal of work started by this component: it aborts when the component unmounts (the user
 * switched tabs or screens, or the host unmounted the widget), so a late answer can tell that nothing
 * is waiting for it any more and must neither navigate nor set state.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    // A fresh controller per mount: development's unmount-and-remount must not leave it aborted.
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}
