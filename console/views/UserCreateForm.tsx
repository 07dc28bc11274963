import type { EmulatorUser, SeedUserInput } from '@foyer/emulator/control';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAction, useProject } from './project-context';

type NewUserDraft = {
  email: string;
  phoneNumber: string;
  password: string;
  firstName: string;
  lastName: string;
};

const EMPTY_DRAFT: NewUserDraft = { email: '', phoneNumber: '', password: '', firstName: '', lastName: '' };

/** The seed request for what was typed: an empty field is left out, for the emulator to default. */
function seedInputOf(draft: NewUserDraft): SeedUserInput {
  const input: SeedUserInput = {};
  const email = draft.email.trim();
  const phoneNumber = draft.phoneNumber.trim();
  if (email !== '') input.email = email;
  if (phoneNumber !== '') input.phoneNumber = phoneNumber;
  if (draft.password !== '') input.password = draft.password;
  const name: NonNullable<SeedUserInput['name']> = {};
  if (draft.firstName.trim() !== '') name.first_name = draft.firstName.trim();
  if (draft.lastName.trim() !== '') name.last_name = draft.lastName.trim();
  if (Object.keys(name).length > 0) input.name = name;
  return input;
}

/**
 * Creates a user as if it had signed up earlier (its email verified). The emulator checks what is
 * typed as the provider would (the browser's own checks are off), and its refusal shows here.
 */
export function UserCreateForm(props: {
  onCreated: (user: EmulatorUser) => Promise<void>;
  onCancel: () => void;
}) {
  const { port } = useProject();
  const action = useAction();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const firstField = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => firstField.current?.focus(), []);

  const field = (key: keyof NewUserDraft) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((previous) => ({ ...previous, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await action.run('Creating the user', () => port.seedUser(seedInputOf(draft)));
    if (created) {
      setDraft(EMPTY_DRAFT);
      await props.onCreated(created);
    }
  };

  return (
    <section className="user-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>New user</h3>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="user-form-grid">
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input ref={firstField} type="email" autoComplete="off" {...field('email')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-phoneNumber`}>Phone number</label>
            <input type="tel" autoComplete="off" placeholder="+15555550100" {...field('phoneNumber')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>Password</label>
            <input type="password" autoComplete="new-password" {...field('password')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-firstName`}>First name</label>
            <input type="text" autoComplete="off" {...field('firstName')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-lastName`}>Last name</label>
            <input type="text" autoComplete="off" {...field('lastName')} />
          </div>
        </div>
        <p className="hint">Leave a field empty to skip it. The email is created verified.</p>
        {action.error && (
          <p className="error-text" role="alert">
            {action.error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button primary" disabled={action.busy !== null}>
            {action.busy ? 'Creating…' : 'Create user'}
          </button>
          <button type="button" className="button" onClick={props.onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
