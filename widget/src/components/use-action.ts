import { useCallback, useRef, useState } from 'react';
import type { DisplayMessage } from '../state/display-message';
import { describeError, describeErrorInServerWords } from '../strings/server-errors';
import { isAboutInput } from '../strings/server-errors/input-errors';
import { useDisplayText } from './Message';
import { useUnmountSignal } from './use-unmount-signal';
import { useWidget } from './widget-context';

/**
 * Whose words a failure is shown in: `catalog` gives known server error types the widget's own
 * (translated) message, `server` prefers the server's error_message where it explains the problem
 * best (a password policy, a failed resend), or a mapper of the form's own.
 */
export type ErrorPolicy = 'catalog' | 'server' | ((cause: unknown) => DisplayMessage);

const DESCRIBE = { catalog: describeError, server: describeErrorInServerWords } as const;

export type ActionContext = {
  /** Aborts when the component unmounts: check it before navigating or changing the store. */
  signal: AbortSignal;
  /**
   * Reports a failure the run handles itself (it goes on to do something else) in the policy's
   * words, without showing it. A failure the run throws is reported by the action; not both.
   */
  report(cause: unknown): void;
};

/**
 * What the run does. It may resolve to a message: a refusal of what the user typed that the widget
 * found itself (a malformed address), shown like a failure but not reported, since the host has
 * nothing to learn from it.
 */
export type Perform<Args extends unknown[]> = (context: ActionContext, ...args: Args) => Promise<Refusal>;

// biome-ignore lint/suspicious/noConfusingVoidType: most runs are a product's send, typed Promise<void>.
type Refusal = DisplayMessage | void;

export type ActionResult =
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly problem: DisplayMessage }
  /** Another run was pending, or the component went away before the answer: nothing changed. */
  | { readonly status: 'skipped' };

/**
 * A failure as the form shows it: what to say, and what it concerns. `input` (a malformed address, a
 * wrong passcode) marks the field invalid; `request` (an outage, a rate limit, a spent link) is shown
 * in the same place without blaming what the user typed.
 */
export type ActionError = { readonly problem: DisplayMessage; readonly concerns: 'input' | 'request' };

export type Action<Args extends unknown[]> = {
  /** Starts a run unless one is pending. Never rejects; the result is for callers that show it elsewhere. */
  run(...args: Args): Promise<ActionResult>;
  isPending: boolean;
  /** The arguments of the pending run, so a form with several buttons can tell which one spins. */
  pendingArgs: Readonly<Args> | null;
  /** The last run's failure or refusal; a new run clears it. */
  error: ActionError | null;
  clearError(): void;
};

type ActionState<Args> = { pendingArgs: Readonly<Args> | null; error: ActionError | null };

/**
 * The submit sequence every form shares: one run at a time, pending while the call is out, a
 * failure shown per `errors` and reported once through the widget's onError, and nothing at all
 * once the component has unmounted.
 *
 * Pending ends when the run settles, success or not. A run that moves on has changed the store by
 * the time it resolves, and the store's render replaces the screen before any further input can
 * reach the button; a run that stays on its screen (a resend) must be usable again. So one rule
 * serves both, with no flag per caller.
 */
export function useAction<Args extends unknown[]>(
  perform: Perform<Args>,
  { errors }: { errors: ErrorPolicy },
): Action<Args> {
  const { reportError } = useWidget();
  const displayText = useDisplayText();
  const unmountSignal = useUnmountSignal();
  const [state, setState] = useState<ActionState<Args>>({ pendingArgs: null, error: null });
  // A ref, not state: a second click can arrive before the render that disables the button.
  const isRunning = useRef(false);
  // `run` stays one function for the component's life (a mount effect may call it) yet must use
  // what the latest render passed: the current field values, translator and policy.
  const latest = useRef({ perform, errors, reportError, displayText });
  latest.current = { perform, errors, reportError, displayText };

  const run = useCallback(
    async (...args: Args): Promise<ActionResult> => {
      if (isRunning.current) return { status: 'skipped' };
      isRunning.current = true;
      setState({ pendingArgs: args, error: null });
      const signal = unmountSignal();
      const describe = (cause: unknown) => {
        const policy = latest.current.errors;
        return typeof policy === 'function' ? policy(cause) : DESCRIBE[policy](cause);
      };
      const report = (cause: unknown, problem = describe(cause)) => {
        if (signal.aborted) return;
        latest.current.reportError({ message: latest.current.displayText(problem), cause });
      };
      try {
        const refusal = await latest.current.perform({ signal, report }, ...args);
        if (signal.aborted) return { status: 'skipped' };
        setState({ pendingArgs: null, error: refusal ? { problem: refusal, concerns: 'input' } : null });
        return refusal ? { status: 'failed', problem: refusal } : { status: 'done' };
      } catch (cause) {
        if (signal.aborted) return { status: 'skipped' };
        const problem = describe(cause);
        setState({
          pendingArgs: null,
          error: { problem, concerns: isAboutInput(cause) ? 'input' : 'request' },
        });
        report(cause, problem);
        return { status: 'failed', problem };
      } finally {
        isRunning.current = false;
      }
    },
    [unmountSignal],
  );

  const clearError = useCallback(() => setState((current) => ({ ...current, error: null })), []);

  return {
    run,
    isPending: state.pendingArgs !== null,
    pendingArgs: state.pendingArgs,
    error: state.error,
    clearError,
  };
}
