import { type Action, useAction } from '../../components/use-action';
import type { DisplayMessage } from '../../state/display-message';
import { describeIdpFailure } from './idp-errors';

/**
 * A step of an identity-provider flow (a preflight, an answer): one run at a time, and a failure
 * ends the flow in its error step, reported once in the words shown there.
 */
export function useIdpStep<Args extends unknown[]>(
  perform: (signal: AbortSignal, ...args: Args) => Promise<void>,
  showError: (problem: DisplayMessage) => void,
): Action<Args> {
  return useAction<Args>(
    async ({ signal, report }, ...args) => {
      try {
        await perform(signal, ...args);
      } catch (cause) {
        if (signal.aborted) return;
        showError(describeIdpFailure(cause));
        report(cause);
      }
    },
    { errors: describeIdpFailure },
  );
}
