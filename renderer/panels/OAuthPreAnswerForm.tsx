import { type FormEvent, useId, useState } from 'react';
import type { OAuthAnswer, OAuthIdentityView } from '../../preload/api';

type Choice = { kind: 'known'; subject: string } | { kind: 'new' } | { kind: 'cancel' };

const NEW_ACCOUNT: Choice = { kind: 'new' };

const choiceValue = (choice: Choice) => (choice.kind === 'known' ? `known:${choice.subject}` : choice.kind);

/**
 * How the provider answers its next start instead of showing its consent page: one of the accounts
 * it knows, a new one described here, or a cancel.
 */
export function OAuthPreAnswerForm(props: {
  providerName: string;
  identities: readonly OAuthIdentityView[];
  isBusy: boolean;
  onPreAnswer: (answer: OAuthAnswer) => void;
}) {
  const { providerName, identities } = props;
  const [choice, setChoice] = useState<Choice>(NEW_ACCOUNT);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emailVerified, setEmailVerified] = useState(true);
  const ids = { name: useId(), email: useId() };
  const choices: Array<{ choice: Choice; label: string }> = [
    ...identities.map((identity) => ({
      choice: { kind: 'known' as const, subject: identity.subject },
      label: identity.email ? `${identity.name} (${identity.email})` : identity.name,
    })),
    { choice: NEW_ACCOUNT, label: 'A new account, described below' },
    { choice: { kind: 'cancel' }, label: 'Cancel the sign-in' },
  ];
  // A known account that has gone (a reset) is no longer a choice.
  const selected = choices.some((each) => choiceValue(each.choice) === choiceValue(choice))
    ? choice
    : NEW_ACCOUNT;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.kind === 'new') props.onPreAnswer({ kind: 'new', identity: { name, email, emailVerified } });
    else props.onPreAnswer(selected);
  };

  return (
    <form onSubmit={submit} aria-label={`Pre-answer the next ${providerName} sign-in`}>
      <fieldset>
        <legend>Next {providerName} sign-in</legend>
        {choices.map((each) => (
          <label key={choiceValue(each.choice)} className="radio">
            <input
              type="radio"
              name={`pre-answer-${providerName}`}
              checked={choiceValue(each.choice) === choiceValue(selected)}
              onChange={() => setChoice(each.choice)}
            />
            {each.label}
          </label>
        ))}
        {selected.kind === 'new' && (
          <>
            <div className="field">
              <label htmlFor={ids.name}>Name</label>
              <input id={ids.name} required value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={ids.email}>Email</label>
              <input id={ids.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={emailVerified}
                onChange={(e) => setEmailVerified(e.target.checked)}
              />
              {providerName} has verified this email
            </label>
          </>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={props.isBusy}>
            Pre-answer
          </button>
        </div>
      </fieldset>
    </form>
  );
}
