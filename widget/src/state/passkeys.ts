import type { WidgetStore } from './store';

/** How many conditional (autofill) passkey requests Main makes before it stops offering autofill. */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

/** The longest passkey name the rename form accepts. */
export const PASSKEY_NAME_MAX_LENGTH = 100;

/**
 * Main's passkey autofill. `listening`: one conditional request is out and waits for the user to
 * pick a passkey from the email field's suggestions; `attemptsLeft` counts it. `exhausted`: every
 * attempt failed, so no more are made while this Main stays. `inactive`: not on Main, the browser
 * cannot autofill passkeys, or the request was aborted (Main went away, the button took over).
 */
export type PasskeyAutofill =
  | { status: 'inactive' }
  | { status: 'listening'; attemptsLeft: number }
  | { status: 'exhausted' };

/** One of the signed-in user's passkeys, as the list shows it. */
export type PasskeyRow = { id: string; name: string };

/** The passkey list does at most one thing at a time: rename one row, or wait to confirm deleting one. */
export type PasskeyRowAction =
  | { kind: 'idle' }
  | { kind: 'editing'; id: string; draftName: string }
  | { kind: 'pendingDelete'; id: string };

export type PasskeyState = {
  autofill: PasskeyAutofill;
  /** The list on PasskeyRegistrationSuccess, updated optimistically by renames and deletes. */
  registrations: PasskeyRow[];
  rowAction: PasskeyRowAction;
};

export const initialPasskeyState = (): PasskeyState => ({
  autofill: { status: 'inactive' },
  registrations: [],
  rowAction: { kind: 'idle' },
});

/** What autofill does after an attempt failed: try again while attempts are left. */
export function autofillAfterFailure(autofill: PasskeyAutofill): PasskeyAutofill {
  if (autofill.status !== 'listening') return autofill;
  const attemptsLeft = autofill.attemptsLeft - 1;
  return attemptsLeft > 0 ? { status: 'listening', attemptsLeft } : { status: 'exhausted' };
}

export function setPasskeyAutofill(store: WidgetStore, autofill: PasskeyAutofill): void {
  store.formState.passkeyState.autofill = autofill;
}

/** Fills the passkey list from the user's registrations, with no row being edited or deleted. */
export function showPasskeyList(store: WidgetStore, registrations: readonly PasskeyRow[]): void {
  const state = store.formState.passkeyState;
  state.registrations = registrations.map((row) => ({ ...row }));
  state.rowAction = { kind: 'idle' };
}

/** Opens one row for renaming (closing whatever else was open), starting from its current name. */
export function startRenamingPasskey(store: WidgetStore, id: string): void {
  const row = store.formState.passkeyState.registrations.find((each) => each.id === id);
  if (row) store.formState.passkeyState.rowAction = { kind: 'editing', id, draftName: row.name };
}

export function editPasskeyDraftName(store: WidgetStore, draftName: string): void {
  const action = store.formState.passkeyState.rowAction;
  if (action.kind === 'editing') store.formState.passkeyState.rowAction = { ...action, draftName };
}

/** Asks for confirmation before deleting a row. */
export function askToDeletePasskey(store: WidgetStore, id: string): void {
  store.formState.passkeyState.rowAction = { kind: 'pendingDelete', id };
}

/** Closes a rename or a pending delete without changing the list. */
export function closePasskeyRowAction(store: WidgetStore): void {
  store.formState.passkeyState.rowAction = { kind: 'idle' };
}

/** Renames a row in the list at once, ahead of the server's answer, and closes the rename. */
export function renamePasskeyInList(store: WidgetStore, id: string, name: string): void {
  const state = store.formState.passkeyState;
  const row = state.registrations.find((each) => each.id === id);
  if (row) row.name = name;
  state.rowAction = { kind: 'idle' };
}

/** Removes a row from the list at once, ahead of the server's answer, and closes the confirmation. */
export function removePasskeyFromList(store: WidgetStore, id: string): void {
  const state = store.formState.passkeyState;
  state.registrations = state.registrations.filter((each) => each.id !== id);
  state.rowAction = { kind: 'idle' };
}

/** Why a new passkey name cannot be saved, if it cannot. */
export type PasskeyNameProblem = 'empty' | 'tooLong';

export function checkPasskeyName(name: string): PasskeyNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  // Counted in code points, as the server counts them: an emoji is one character.
  return [...trimmed].length > PASSKEY_NAME_MAX_LENGTH ? 'tooLong' : null;
}
