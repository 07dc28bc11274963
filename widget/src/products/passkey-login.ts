import { runtimeOf } from '../runtime/widget-runtime';
import { type DisplayMessage, message, plainText } from '../state/display-message';
import { goTo, setErrorDescriptor } from '../state/navigation';
import {
  autofillAfterFailure,
  PASSKEY_AUTOFILL_ATTEMPTS,
  type PasskeyAutofill,
  setPasskeyAutofill,
} from '../state/passkeys';
import { errorField } from '../strings/server-errors';
import type { FlowContext } from './flow-context';
import { describePasskeyLoginFailure, EmptyPasskeyResponseError } from './passkey-errors';

/**
 * Logs in with a passkey and moves to PasskeyConfirmation. `autofill` waits for the user to pick a
 * passkey among the email field's suggestions (conditional mediation); `prompt` opens the browser's
 * passkey dialog at once. The request aborts any other passkey request of the widget, and is
 * `aborted` when `until` aborts (its screen went away) or another request takes over; then a late
 * answer does not navigate. Errors are the client's or the browser's, for the caller to show.
 */
export async function logInWithPasskey(
  widget: FlowContext,
  mediation: 'prompt' | 'autofill',
  until: AbortSignal,
): Promise<'done' | 'aborted'> {
  const { client, config, store, emit } = widget;
  const signal = runtimeOf(store).startPasskeyRequest(until);
  const response = await client.webauthn
    .authenticate({
      domain: window.location.hostname,
      session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      is_passkey: true,
      conditional_mediation: mediation === 'autofill',
      // Main's email input carries `webauthn` in its autocomplete; the client's page-wide look for
      // one cannot see into a shadow root.
      disable_input_check: mediation === 'autofill',
      signal,
    })
    .catch((error: unknown) => {
      if (signal.aborted) return 'aborted' as const;
      throw error;
    });
  if (response === 'aborted' || signal.aborted) return 'aborted';
  if (!response) throw new EmptyPasskeyResponseError();
  emit({
    type: 'PasskeyAuthenticate',
    data: { webauthn_registration_id: response.webauthn_registration_id },
  });
  goTo(store, 'PasskeyConfirmation');
  return 'done';
}

/** What a failed passkey login is reported as: its banner message, or the browser's own words. */
export function passkeyLoginReport(cause: unknown): DisplayMessage {
  const problem = describePasskeyLoginFailure(cause);
  if (problem) return message(problem);
  const browserText = errorField(cause, 'message');
  return browserText ? plainText(browserText) : message('error.title');
}

/** Shows a failed passkey login in Main's banner, when the user has something to learn from it. */
export function showPasskeyLoginFailure(widget: FlowContext, cause: unknown): void {
  const problem = describePasskeyLoginFailure(cause);
  if (problem) setErrorDescriptor(widget.store, message(problem));
}

/**
 * Offers the user's passkeys among the email field's suggestions: one conditional request at a time,
 * a new one after each failure (`onFailure` shows and reports it) until the attempts run out. Ends,
 * counting no failure, when `until` aborts (whoever aborts it resets the store) or when another
 * passkey request (the button's) takes over.
 */
export async function runPasskeyAutofill(
  widget: FlowContext,
  until: AbortSignal,
  onFailure: (cause: unknown) => void,
): Promise<void> {
  let autofill: PasskeyAutofill = { status: 'listening', attemptsLeft: PASSKEY_AUTOFILL_ATTEMPTS };
  setPasskeyAutofill(widget.store, autofill);
  while (autofill.status === 'listening') {
    try {
      const outcome = await logInWithPasskey(widget, 'autofill', until);
      if (outcome === 'aborted' && !until.aborted) setPasskeyAutofill(widget.store, { status: 'inactive' });
      return;
    } catch (cause) {
      if (until.aborted) return;
      onFailure(cause);
      autofill = autofillAfterFailure(autofill);
      setPasskeyAutofill(widget.store, autofill);
    }
  }
}
