import { OAUTH_PROVIDERS, type OAuthIdentity, type OAuthProvider } from '@foyer/emulator/control';
import { type FormEvent, useId, useState } from 'react';
import type { OAuthAnswer } from '../port/project-port';

type Choice = { kind: 'known'; subject: string } | { kind: 'new' } | { kind: 'cancel' };

const NEW_ACCOUNT: Choice = { kind: 'new' };

const choiceValue = (choice: Choice) => (choice.kind === 'known' ? `known:${choice.subject}` : choice.kind);

/**
 * How a provider answers its next start instead of showing its consent page: one of the accounts
 * it knows, a new one described here, or a cancel.
 */
export function OAuthPreAnswerForm(props: {
  providerNames: Readonly<Record<OAuthProvider, string>>;
  /** Every provider's known accounts; the form offers those of the provider chosen. */
  identities: readonly OAuthIdentity[];
  isBusy: boolean;
  /** Resolves true once the emulator took the answer. */
  onPreAnswer: (provider: OAuthProvider, answer: OAuthAnswer) => Promise<boolean>;
}) {
  const [provider, setProvider] = useState<OAuthProvider>('google');
  const [choice, setChoice] = useState<Choice>(NEW_ACCOUNT);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [emailVerified, setEmailVerified] = useState(true);
  const ids = { provider: useId(), name: useId(), email: useId(), choices: useId() };
  const providerName = props.providerNames[provider];
  const choices: Array<{ choice: Choice; label: string }> = [
    ...props.identities
      .filter((identity) => identity.provider === provider)
      .map((identity) => ({
        choice: { kind: 'known' as const, subject: identity.provider_subject },
        label: identity.email ? `${identity.name} (${identity.email})` : identity.name,
      })),
    { choice: NEW_ACCOUNT, label: 'A new account, described below' },
    { choice: { kind: 'cancel' }, label: 'Cancel the sign-in' },
  ];
  // A known account of another provider, or one gone since (a reset), is no longer a choice.
  const selected = choices.some((each) => choiceValue(each.choice) === choiceValue(choice))
    ? choice
    : NEW_ACCOUNT;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.kind !== 'new') {
      await props.onPreAnswer(provider, selected);
      return;
    }
    const isTaken = await props.onPreAnswer(provider, {
      kind: 'new',
      identity: { name, email, emailVerified },
    });
    // The account is now one the provider knows, listed above: the fields are free for the next one.
    if (isTaken) {
      setName('');
      setEmail('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Pre-answer the next ${providerName} sign-in`}>
      <div className="field">
        <label htmlFor={ids.provider}>Provider</label>
        <select
          id={ids.provider}
          value={provider}
          onChange={(event) => setProvider(event.target.value as OAuthProvider)}
        >
          {OAUTH_PROVIDERS.map((each) => (
            <option key={each} value={each}>
              {props.providerNames[each]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>Next {providerName} sign-in</legend>
        {choices.map((each) => (
          <label key={choiceValue(each.choice)} className="radio">
            <input
              type="radio"
              name={ids.choices}
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
              <input id={ids.name} required value={name} onChange={(event) => setName(event.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={ids.email}>Email</label>
              <input
                id={ids.email}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={emailVerified}
                onChange={(event) => setEmailVerified(event.target.checked)}
              />
              {providerName} has verified this email
            </label>
          </>
        )}
        <div className="actions">
          <button type="submit" className="button primary" disabled={props.isBusy}>
            Pre-answer
          </button>
        </div>
      </fieldset>
    </form>
  );
}
