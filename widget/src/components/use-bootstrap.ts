import { useEffect, useState } from 'react';
import type { Bootstrap } from '../client/client-internals';
import { useWidget } from './widget-context';

/** The project bootstrap: the cached copy at once, this page load's copy when it arrives. */
export function useBootstrap(): Bootstrap {
  const { bootstrap } = useWidget();
  const [data, setData] = useState(() => bootstrap.getSync());
  useEffect(() => {
    let isCurrent = true;
    void bootstrap.getAsync().then((fresh) => {
      if (isCurrent) setData(fresh);
    });
    return () => {
      isCurrent = false;
    };
  }, [bootstrap]);
  return data;
}
