import { useDisplayText } from '../../components/Message';
import { useWidget } from '../../components/widget-context';
import { isResetRequiredError } from '../../products/passwords-errors';
import { startRequiredReset } from '../../products/passwords-reset-required';
import type { DisplayMessage } from '../../state/display-message';
import { describeErrorInServerWords } from '../../strings/server-errors';

/**
 * How the create and log-in forms treat a refused call, so both show and report it the same way.
 * `fail` puts the server's words under the field and reports them through `onError`. `failOrReset`
 * does the same, except that `reset_password` is reported and then starts the reset email; if that
 * email fails too, its error is the one shown (and reported).
 */
export function usePasswordFailure(setError: (problem: DisplayMessage) => void) {
  const widget = useWidget();
  const displayText = useDisplayText();

  const report = (cause: unknown): DisplayMessage => {
    const problem = describeErrorInServerWords(cause);
    widget.reportError({ message: displayText(problem), cause });
    return problem;
  };

  const fail = (cause: unknown) => setError(report(cause));

  const failOrReset = async (cause: unknown, email: string, password: string) => {
    if (!isResetRequiredError(cause)) return fail(cause);
    report(cause);
    await startRequiredReset(widget, email, password).catch(fail);
  };

  return { fail, failOrReset };
}
