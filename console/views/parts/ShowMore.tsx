import { useState } from 'react';
import type { LiveListView } from '../use-live-list';

/**
 * The button under a paged list that loads its next page, saying how many are shown of how many:
 * scrolling to the end loads it too, and this is the way there by keyboard.
 */
export function ShowMore(props: {
  list: Pick<LiveListView<unknown>, 'records' | 'total' | 'hasMore' | 'loadMore'>;
  noun: string;
}) {
  const { list } = props;
  const [isLoading, setIsLoading] = useState(false);
  if (!list.hasMore) return null;
  return (
    <p className="show-more">
      <button
        type="button"
        className="button small"
        disabled={isLoading}
        onClick={() => {
          setIsLoading(true);
          void list.loadMore().finally(() => setIsLoading(false));
        }}
      >
        Show more {props.noun}
      </button>{' '}
      <span className="muted">
        {list.records.length} of {list.total} shown
      </span>
    </p>
  );
}
