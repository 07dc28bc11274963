/**
 * A list's toolbar: how many there are (announced as it changes) and a button that clears them all,
 * disabled while there is nothing to clear or an action runs.
 */
export function CountAndClear(props: {
  count: number;
  /** Singular and plural, e.g. `['message', 'messages']`. */
  noun: readonly [string, string];
  clearLabel: string;
  isBusy: boolean;
  onClear: () => void;
}) {
  const { count, noun } = props;
  return (
    <div className="toolbar">
      <span className="muted" role="status">
        {count} {count === 1 ? noun[0] : noun[1]}
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
