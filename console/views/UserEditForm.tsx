import type { EmulatorUser } from '@foyer/emulator/control';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useAction, useProject } from './project-context';
import { draftOf, editFromDraft, type MetadataField, readMetadata, type UserDraft } from './user-edit';

function MetadataInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const reading = readMetadata(props.value);
  const problemId = `${props.id}-problem`;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label} (JSON object)</label>
      <textarea
        ref={props.inputRef}
        id={props.id}
        rows={4}
        spellCheck={false}
        value={props.value}
        aria-invalid={!reading.ok}
        aria-describedby={reading.ok ? undefined : problemId}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {!reading.ok && (
        <p id={problemId} className="field-status error">
          {reading.problem} It is not sent until it reads.
        </p>
      )}
    </div>
  );
}

/**
 * Edits the user's name, emails, phone numbers, roles and metadata, prefilled from the user. Save
 * sends only what differs from the user now; metadata that is not a JSON object is marked and holds
 * the save back.
 */
export function UserEditForm(props: {
  user: EmulatorUser;
  onSaved: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { user } = props;
  const { port } = useProject();
  const action = useAction();
  const [draft, setDraft] = useState(() => draftOf(user));
  const [notice, setNotice] = useState('');
  const firstField = useRef<HTMLInputElement>(null);
  const metadataInputs: Record<MetadataField, RefObject<HTMLTextAreaElement | null>> = {
    trustedMetadata: useRef<HTMLTextAreaElement>(null),
    untrustedMetadata: useRef<HTMLTextAreaElement>(null),
  };
  const id = useId();

  useEffect(() => firstField.current?.focus(), []);

  const update = (key: keyof UserDraft) => (value: string) => {
    setNotice('');
    setDraft((previous) => ({ ...previous, [key]: value }));
  };
  const text = (key: keyof UserDraft) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => update(key)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reading = editFromDraft(user, draft);
    if (reading.kind === 'invalid') {
      const first: MetadataField = reading.problems.trustedMetadata ? 'trustedMetadata' : 'untrustedMetadata';
      metadataInputs[first].current?.focus();
      return;
    }
    if (Object.keys(reading.edit).length === 0) {
      setNotice('Nothing changed.');
      return;
    }
    const saved = await action.run('Saving the user', () => port.updateUser(user.user_id, reading.edit));
    if (saved) await props.onSaved('Saved the changes.');
  };

  return (
    <form className="user-form" noValidate onSubmit={(event) => void submit(event)}>
      <h4>Edit user</h4>
      <div className="user-form-grid">
        <div className="field">
          <label htmlFor={`${id}-firstName`}>First name</label>
          <input ref={firstField} type="text" autoComplete="off" {...text('firstName')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-middleName`}>Middle name</label>
          <input type="text" autoComplete="off" {...text('middleName')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-lastName`}>Last name</label>
          <input type="text" autoComplete="off" {...text('lastName')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-emails`}>Emails, one a line</label>
        <textarea rows={2} spellCheck={false} aria-describedby={`${id}-contacts-hint`} {...text('emails')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phoneNumbers`}>Phone numbers, one a line</label>
        <textarea
          rows={2}
          spellCheck={false}
          aria-describedby={`${id}-contacts-hint`}
          {...text('phoneNumbers')}
        />
      </div>
      <p id={`${id}-contacts-hint`} className="hint">
        The user keeps exactly these: a new one is added verified, one left out is removed.
      </p>
      <div className="field">
        <label htmlFor={`${id}-roles`}>Roles, separated by commas or lines</label>
        <textarea rows={2} spellCheck={false} {...text('roles')} />
      </div>
      <MetadataInput
        id={`${id}-trustedMetadata`}
        label="Trusted metadata"
        value={draft.trustedMetadata}
        onChange={update('trustedMetadata')}
        inputRef={metadataInputs.trustedMetadata}
      />
      <MetadataInput
        id={`${id}-untrustedMetadata`}
        label="Untrusted metadata"
        value={draft.untrustedMetadata}
        onChange={update('untrustedMetadata')}
        inputRef={metadataInputs.untrustedMetadata}
      />
      {action.error && (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      )}
      <p className="field-status" role="status">
        {notice}
      </p>
      <div className="actions">
        <button type="submit" className="button primary" disabled={action.busy !== null}>
          {action.busy ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
