import type { User } from '@stytch/vanilla-js';
import { goTo } from '../state/navigation';
import {
  type PasskeyRow,
  removePasskeyFromList,
  renamePasskeyInList,
  showPasskeyList,
} from '../state/passkeys';
import type { FlowContext } from './flow-context';

/** The user's passkeys as the list shows them. */
export function passkeyRowsOf(user: Pick<User, 'webauthn_registrations'> | null): PasskeyRow[] {
  return (user?.webauthn_registrations ?? []).map((registration) => ({
    id: registration.webauthn_registration_id,
    name: registration.name,
  }));
}

function openPasskeyList({ store }: FlowContext, user: Pick<User, 'webauthn_registrations'> | null) {
  showPasskeyList(store, passkeyRowsOf(user));
  goTo(store, 'PasskeyRegistrationSuccess');
}

/**
 * Creates a passkey for the signed-in user and moves to the passkey list, which the answer's user
 * fills. An aborted `signal` (the screen is gone) keeps a late answer from navigating. Errors are
 * the client's or the browser's, for the caller to show.
 */
export async function registerPasskey(widget: FlowContext, signal: AbortSignal): Promise<void> {
  const { client, config, emit } = widget;
  const response = await client.webauthn.register({
    domain: window.location.hostname,
    is_passkey: true,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
  });
  if (signal.aborted) return;
  emit({ type: 'PasskeyRegister', data: { webauthn_registration_id: response.webauthn_registration_id } });
  openPasskeyList(widget, response.user);
}

/** Moves to the passkey list without creating one; the user was fetched when the start screen opened. */
export function skipPasskeyRegistration(widget: FlowContext): void {
  widget.emit({ type: 'PasskeySkip', data: {} });
  openPasskeyList(widget, widget.client.user.getSync());
}

/**
 * Renames a passkey in the list at once and then on the server, refreshing the client's user so the
 * list shows the new name when it is opened again. The promise is the server's; the list keeps the
 * new name whatever it says.
 */
export function renamePasskey(widget: FlowContext, id: string, name: string): Promise<unknown> {
  const { client, store } = widget;
  renamePasskeyInList(store, id, name);
  return client.webauthn.update({ webauthn_registration_id: id, name }).then(() => client.user.get());
}

/** Removes a passkey from the list at once and then on the server (the client refreshes its user). */
export function deletePasskey(widget: FlowContext, id: string): Promise<unknown> {
  const { client, store } = widget;
  removePasskeyFromList(store, id);
  return client.user.deleteWebauthnRegistration(id);
}
