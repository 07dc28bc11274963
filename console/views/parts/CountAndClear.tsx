import type { ReactNode } from 'react';

/**
 * A list's toolbar: a search (if the list has one), how many there are (announced as it changes)
 * and a button that clears them all, disabled while there is nothing to clear or an action runs.
 */
export function CountAndClear(props: {
  search?: ReactNode;
  count: number;
  /** Whether `count` is what a search matched. */
  isSearched?: boolean;
  /** Singular and plural, e.g. `['message', 'messages']`. */
  noun: readonly [string, string];
  clearLabel: string;
  isBusy: boolean;
  onClear: () => void;
}) {
  const { count, noun } = props;
  return (
    <div className="toolbar">
      {props.search}
      <span className="muted" role="status">
        {count} {count === 1 ? noun[0] : noun[1]}
        {props.isSearched && (count === 1 ? ' matches' : ' match')}
      </span>
      <button
        type="button"
        className="button danger"
        disabled={count === 0 || props.isBusy}
        onClick={props.onClear}
      >
        {props.clearLabel}
      </button>
    </div>
  );
}
