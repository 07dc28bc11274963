import { useEffect, useState } from 'react';
import type { Clock } from './clock';

/** The clock's now, re-read every second while the component is shown. */
export function useNow(clock: Clock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    return clock.everySecond(() => setNow(clock.now()));
  }, [clock]);
  return now;
}
