import { useSnapshot } from 'valtio';
import { useTestbed } from './testbed-context';

/** The latest failed testbed action, announced when it appears, until dismissed. */
export function FailureLine() {
  const { store } = useTestbed();
  const { failure } = useSnapshot(store);
  if (!failure) return null;
  return (
    <div className="failure-line" role="alert">
      <span className="error-text">
        {failure.action} failed: {failure.message}
      </span>
      <button
        type="button"
        className="button small"
        onClick={() => {
          store.failure = null;
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
