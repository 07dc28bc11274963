import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

const ReportBusy = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * Counts the calls running in the forms below it, and renders `children` with whether any is: a way
 * off the screen waits for them, since leaving takes nothing back from the provider (an account a
 * sign-up was making is made all the same, and the user who went back thinks it was not).
 */
export function BusyScope({ children }: { children: (isBusy: boolean) => ReactNode }) {
  const [running, setRunning] = useState(0);
  const report = useCallback((change: 1 | -1) => setRunning((count) => count + change), []);
  return <ReportBusy.Provider value={report}>{children(running > 0)}</ReportBusy.Provider>;
}

/** Tells the nearest `BusyScope`, if any, that this form's call is running while `isPending`. */
export function useReportBusy(isPending: boolean): void {
  const report = useContext(ReportBusy);
  useEffect(() => {
    if (!isPending) return;
    report(1);
    return () => report(-1);
  }, [isPending, report]);
}
