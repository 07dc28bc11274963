import { useState } from 'react';
import type { LiveListView } from '../use-live-list';

/**
 * Why a list could not be read (a refusal, or its live changes not connecting), with the way to try
 * again: a list never sits empty without saying why.
 */
export function ListReadError(props: {
  list: Pick<LiveListView<unknown>, 'error' | 'reread'>;
  what: string;
}) {
  const { list } = props;
  const [isRetrying, setIsRetrying] = useState(false);
  if (!list.error) return null;
  return (
    <p className="error-text" role="alert">
      Could not read {props.what}: {list.error}{' '}
      <button
        type="button"
        className="button small"
        disabled={isRetrying}
        onClick={() => {
          setIsRetrying(true);
          void list.reread().finally(() => setIsRetrying(false));
        }}
      >
        Try again
      </button>
    </p>
  );
}
