import { useCallback, useEffect, useRef } from 'react';

/**
 * The signal of work started by this component: it aborts when the component unmounts (the user
 * switched tabs or screens, or the host unmounted the widget), so a late answer can tell that nothing
 * is waiting for it any more and must neither navigate nor set state.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      // Development's StrictMode unmounts and remounts at once, inside the same commit: work started on
      // mount (a single-use token spent once) must survive that rehearsal, so only an unmount that still
      // holds once the commit is over aborts.
      queueMicrotask(() => {
        if (isMounted.current) return;
        controller.current?.abort();
        controller.current = null;
      });
    };
  }, []);
  return useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}
