import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTestbed } from '../app/testbed-context';

/**
 * Data read from the emulator for the page's project, fetched again whenever the emulator reports
 * a change (the revision moves) or the caller asks. Only the latest read is kept: changes come in
 * bursts, and an older read that answers last would otherwise put stale data back.
 */
export function useEmulatorData<T>(read: (publicToken: string) => Promise<T>, initial: T) {
  const { store } = useTestbed();
  const { emulatorRevision, pageToken } = useSnapshot(store);
  const [data, setData] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);
  const latestRead = useRef(0);
  const refresh = useCallback(() => {
    const thisRead = ++latestRead.current;
    const isLatest = () => thisRead === latestRead.current;
    return read(pageToken).then(
      (value) => {
        if (!isLatest()) return;
        setData(value);
        setError(null);
      },
      (failure: unknown) => {
        if (isLatest()) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  }, [read, pageToken]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means the data changed
  useEffect(() => {
    void refresh();
  }, [refresh, emulatorRevision]);
  return { data, error, refresh, publicToken: pageToken };
}
