import type { ActionContext } from '../../components/use-action';
import type { FlowContext } from '../../products/flow-context';
import { isResetRequiredError } from '../../products/passwords-errors';
import { startRequiredReset } from '../../products/passwords-reset-required';

/**
 * Makes a create or log-in call for the account. A `reset_password` refusal is reported (the host
 * hears of it) but not shown: the reset email starts instead, and if that email fails too, its
 * error is the one the form shows and reports.
 */
export async function resetIfRequired(
  widget: FlowContext,
  { report, signal }: ActionContext,
  account: { email: string; password: string },
  call: () => Promise<void>,
): Promise<void> {
  try {
    await call();
  } catch (cause) {
    if (!isResetRequiredError(cause)) throw cause;
    report(cause);
    await startRequiredReset(widget, account.email, account.password, signal);
  }
}
