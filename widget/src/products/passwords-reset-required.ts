import type { WidgetClient } from '../client/widget-client';
import { goTo } from '../state/navigation';
import type { FlowContext } from './flow-context';
import { sendResetEmail } from './passwords-emails';

async function isBreachedPassword(client: WidgetClient, email: string, password: string): Promise<boolean> {
  try {
    return (await client.passwords.strengthCheck({ email, password })).breached_password;
  } catch {
    // Without an answer the account-security notice still fits; the reset email went out either way.
    return false;
  }
}

/**
 * The server refused a correct-looking log-in with `reset_password`. It does so when the password
 * showed up in a breach, and when the account was merged with a passwordless sign-in (dedupe). Both
 * get a reset email; the screen says which case it is, asking the strength check about the password.
 * An aborted `signal` (the form is gone) keeps the late answer from navigating.
 */
export async function startRequiredReset(
  widget: FlowContext,
  email: string,
  password: string,
  signal?: AbortSignal,
): Promise<void> {
  const [, isBreached] = await Promise.all([
    sendResetEmail(widget, email),
    isBreachedPassword(widget.client, email, password),
  ]);
  if (!signal?.aborted) goTo(widget.store, isBreached ? 'PasswordBreached' : 'PasswordDedupe');
}
