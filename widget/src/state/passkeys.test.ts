import { describe, expect, it } from 'vitest';
import {
  askToDeletePasskey,
  autofillAfterFailure,
  checkPasskeyName,
  closePasskeyRowAction,
  editPasskeyDraftName,
  PASSKEY_AUTOFILL_ATTEMPTS,
  PASSKEY_NAME_MAX_LENGTH,
  type PasskeyAutofill,
  removePasskeyFromList,
  renamePasskeyInList,
  showPasskeyList,
  startRenamingPasskey,
} from './passkeys';
import { createWidgetStore } from './store';

describe('passkey autofill attempts', () => {
  it('allows 5 attempts, one fewer after each failure, then stops', () => {
    expect(PASSKEY_AUTOFILL_ATTEMPTS).toBe(5);
    let autofill: PasskeyAutofill = { status: 'listening', attemptsLeft: PASSKEY_AUTOFILL_ATTEMPTS };
    const seen: PasskeyAutofill[] = [];
    for (let failure = 0; failure < 5; failure += 1) {
      autofill = autofillAfterFailure(autofill);
      seen.push(autofill);
    }
    expect(seen).toEqual([
      { status: 'listening', attemptsLeft: 4 },
      { status: 'listening', attemptsLeft: 3 },
      { status: 'listening', attemptsLeft: 2 },
      { status: 'listening', attemptsLeft: 1 },
      { status: 'exhausted' },
    ]);
    expect(autofillAfterFailure(autofill)).toEqual({ status: 'exhausted' });
    expect(autofillAfterFailure({ status: 'inactive' })).toEqual({ status: 'inactive' });
  });
});

describe('passkey names', () => {
  it('must have something besides spaces and at most 100 characters, counted as the server counts them', () => {
    expect(checkPasskeyName('   ')).toBe('empty');
    expect(checkPasskeyName(' Laptop ')).toBeNull();
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX_LENGTH))).toBeNull();
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1))).toBe('tooLong');
    expect(PASSKEY_NAME_MAX_LENGTH).toBe(100);
    expect(checkPasskeyName('🔑'.repeat(PASSKEY_NAME_MAX_LENGTH))).toBeNull();
  });
});

describe('the passkey list', () => {
  const listed = () => {
    const store = createWidgetStore({ screen: 'PasskeyRegistrationSuccess' });
    showPasskeyList(store, [
      { id: 'a', name: 'Laptop' },
      { id: 'b', name: 'Phone' },
    ]);
    return store;
  };

  it('renames one row at a time, from its current name, and closes the rename when renamed', () => {
    const store = listed();
    startRenamingPasskey(store, 'a');
    editPasskeyDraftName(store, 'Work laptop');
    expect(store.formState.passkeyState.rowAction).toEqual({
      kind: 'editing',
      id: 'a',
      draftName: 'Work laptop',
    });
    startRenamingPasskey(store, 'b');
    expect(store.formState.passkeyState.rowAction).toEqual({ kind: 'editing', id: 'b', draftName: 'Phone' });
    renamePasskeyInList(store, 'b', 'Pixel');
    expect(store.formState.passkeyState.registrations).toEqual([
      { id: 'a', name: 'Laptop' },
      { id: 'b', name: 'Pixel' },
    ]);
    expect(store.formState.passkeyState.rowAction).toEqual({ kind: 'idle' });
  });

  it('asks before deleting, and a cancelled delete changes nothing', () => {
    const store = listed();
    askToDeletePasskey(store, 'a');
    expect(store.formState.passkeyState.rowAction).toEqual({ kind: 'pendingDelete', id: 'a' });
    editPasskeyDraftName(store, 'ignored while no rename is open');
    expect(store.formState.passkeyState.rowAction).toEqual({ kind: 'pendingDelete', id: 'a' });
    closePasskeyRowAction(store);
    expect(store.formState.passkeyState.registrations).toHaveLength(2);
    askToDeletePasskey(store, 'a');
    removePasskeyFromList(store, 'a');
    expect(store.formState.passkeyState).toMatchObject({
      registrations: [{ id: 'b', name: 'Phone' }],
      rowAction: { kind: 'idle' },
    });
  });
});
