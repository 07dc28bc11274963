import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useWidget } from '../../components/widget-context';
import { message } from '../../state/display-message';
import {
  askToDeletePasskey,
  checkPasskeyName,
  closePasskeyRowAction,
  editPasskeyDraftName,
  PASSKEY_NAME_MAX_LENGTH,
  type PasskeyNameProblem,
  type PasskeyRow,
  type PasskeyRowAction,
  startRenamingPasskey,
} from '../../state/passkeys';
import type { MessageId } from '../../strings/catalog';
import { slot, stateAttributes } from '../../theme/slots';

const NAME_PROBLEMS: Readonly<Record<PasskeyNameProblem, MessageId>> = {
  empty: 'passkeys.row.nameEmpty',
  tooLong: 'passkeys.row.nameTooLong',
};

type PasskeyListRowProps = {
  row: PasskeyRow;
  /** What the list is doing; this row's part of it is shown here, and any of it locks the other rows. */
  action: PasskeyRowAction;
  /** Saves a valid, trimmed new name. */
  onRename(id: string, name: string): void;
};

/** One passkey: its name with Edit and Delete, or the rename form while it is being renamed. */
export function PasskeyListRow({ row, action, onRename }: PasskeyListRowProps) {
  const { store, translator } = useWidget();
  const [problem, setProblem] = useState<PasskeyNameProblem | null>(null);
  const isEditing = action.kind === 'editing' && action.id === row.id;
  const isPendingDelete = action.kind === 'pendingDelete' && action.id === row.id;
  const nameInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when this row's rename or pending delete closes: back to the button that opened it.
  const opened = useRef<'editing' | 'pendingDelete' | null>(null);

  useEffect(() => {
    if (isEditing) {
      opened.current = 'editing';
      nameInput.current?.focus();
    } else if (isPendingDelete) {
      opened.current = 'pendingDelete';
    } else if (opened.current) {
      (opened.current === 'editing' ? editButton : deleteButton).current?.focus();
      opened.current = null;
    }
  }, [isEditing, isPendingDelete]);

  if (action.kind === 'editing' && isEditing) {
    const save = (event: FormEvent) => {
      event.preventDefault();
      const found = checkPasskeyName(action.draftName);
      setProblem(found);
      if (!found) onRename(row.id, action.draftName.trim());
    };
    const cancel = () => {
      setProblem(null);
      closePasskeyRowAction(store);
    };
    return (
      <li {...slot('passkey')} {...stateAttributes({ row: 'editing' })}>
        <form {...slot('form')} noValidate onSubmit={save}>
          <TextField
            label={translator.t('passkeys.row.nameLabel')}
            inputRef={nameInput}
            value={action.draftName}
            onValueChange={(name) => editPasskeyDraftName(store, name)}
            onKeyDown={(event) => event.key === 'Escape' && cancel()}
            required
            error={
              problem && {
                problem: message(NAME_PROBLEMS[problem], { count: PASSKEY_NAME_MAX_LENGTH }),
                concerns: 'input',
              }
            }
          />
          <div {...slot('passkey-actions')}>
            <Button type="submit" variant="text">
              {translator.t('passkeys.row.save')}
            </Button>
            <Button variant="text" onClick={cancel}>
              {translator.t('passkeys.row.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  const isLocked = action.kind !== 'idle';
  return (
    <li {...slot('passkey')} {...stateAttributes({ row: isPendingDelete ? 'pending-delete' : null })}>
      <span {...slot('passkey-name')}>{row.name}</span>
      <div {...slot('passkey-actions')}>
        <Button
          ref={editButton}
          variant="text"
          disabled={isLocked}
          aria-label={translator.t('passkeys.row.editLabel', { name: row.name })}
          onClick={() => startRenamingPasskey(store, row.id)}
        >
          {translator.t('passkeys.row.edit')}
        </Button>
        <Button
          ref={deleteButton}
          variant="text"
          disabled={isLocked}
          aria-label={translator.t('passkeys.row.deleteLabel', { name: row.name })}
          onClick={() => askToDeletePasskey(store, row.id)}
        >
          {translator.t('passkeys.row.delete')}
        </Button>
      </div>
    </li>
  );
}
