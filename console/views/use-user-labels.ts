import { useEffect, useState } from 'react';
import { userLabel } from '../port/control-port';
import { useProject } from './project-context';

/**
 * How the users with these ids are named, read one by one the first time an id shows (a page of
 * sessions names few users; the whole user list may be large), and kept current by the feed.
 * An id not read yet, or whose user is gone, has no label: the caller shows the id.
 */
export function useUserLabels(userIds: readonly string[]): ReadonlyMap<string, string> {
  const { port, feed } = useProject();
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(userIds)].sort().join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` stands for the ids
  useEffect(() => {
    const missing = wanted.split(' ').filter((id) => id !== '' && !labels.has(id));
    if (missing.length === 0) return;
    let isCurrent = true;
    void Promise.allSettled(missing.map((id) => port.user(id))).then((answers) => {
      if (!isCurrent) return;
      setLabels((previous) => {
        const next = new Map(previous);
        for (const answer of answers)
          if (answer.status === 'fulfilled') next.set(answer.value.user_id, userLabel(answer.value));
        return next;
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [port, wanted]);

  useEffect(
    () =>
      feed?.subscribe((change) => {
        if (change.kind !== 'user_changed') return;
        setLabels((previous) => {
          if (!previous.has(change.user_id)) return previous;
          const next = new Map(previous);
          if (change.user) next.set(change.user_id, userLabel(change.user));
          else next.delete(change.user_id);
          return next;
        });
      }),
    [feed],
  );
  return labels;
}
