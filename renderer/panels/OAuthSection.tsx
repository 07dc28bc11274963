import { OAUTH_PROVIDER_TYPES, type OAuthProviderType } from '@foyer/widget';
import { useCallback, useId, useState } from 'react';
import type { OAuthAnswer, OAuthPreAnswerView, OAuthState } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { OAUTH_PROVIDER_LABELS } from '../mount/oauth-config';
import { OAuthPreAnswerForm } from './OAuthPreAnswerForm';
import { useEmulatorData } from './use-emulator-data';

type Status = { text: string; isError: boolean };

function describePreAnswer(preAnswer: OAuthPreAnswerView): string {
  const provider = OAUTH_PROVIDER_LABELS[preAnswer.provider];
  return preAnswer.kind === 'cancel'
    ? `${provider}: cancel`
    : `${provider}: ${preAnswer.name} (${preAnswer.subject})`;
}

/**
 * The project's simulated OAuth providers: which are turned on, whether PKCE is required, the
 * accounts each knows, and answers given in advance so a sign-in skips the consent page.
 */
export function OAuthSection() {
  const { api } = useTestbed();
  const oauth = useEmulatorData(
    useCallback((token: string) => api.oauthState(token), [api]),
    null as OAuthState | null,
  );
  const token = oauth.publicToken;
  const [provider, setProvider] = useState<OAuthProviderType>('google');
  const [status, setStatus] = useState<Status>({ text: '', isError: false });
  const [isBusy, setIsBusy] = useState(false);
  const ids = { heading: useId(), provider: useId() };
  const name = OAUTH_PROVIDER_LABELS[provider];
  const identities = oauth.data?.identities.filter((identity) => identity.provider === provider) ?? [];

  const act = (action: () => Promise<void>, done: string, failed: string) => {
    setIsBusy(true);
    void action()
      .then(
        () => setStatus({ text: done, isError: false }),
        (error: unknown) =>
          setStatus({
            text: `${failed}: ${error instanceof Error ? error.message : String(error)}`,
            isError: true,
          }),
      )
      .finally(() => {
        setIsBusy(false);
        void oauth.refresh();
      });
  };
  const preAnswer = (answer: OAuthAnswer) =>
    act(
      () => api.preAnswerOAuth(token, provider, answer),
      `The next ${name} sign-in is answered in advance.`,
      'Pre-answering failed',
    );

  return (
    <section aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>OAuth</h3>
      {oauth.data && (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={oauth.data.pkceRequired}
              disabled={isBusy}
              onChange={(event) => {
                const required = event.target.checked;
                act(
                  () => api.setOAuthPkceRequired(token, required),
                  required ? 'OAuth starts now need a PKCE challenge.' : 'PKCE is optional again.',
                  'Changing PKCE failed',
                );
              }}
            />
            Require PKCE for OAuth
          </label>
          <fieldset>
            <legend>Enabled providers</legend>
            <div className="checkbox-grid">
              {OAUTH_PROVIDER_TYPES.map((type) => {
                const isEnabled = !oauth.data?.disabledProviders.includes(type);
                return (
                  <label key={type} className="checkbox">
                    <input
                      type="checkbox"
                      checked={isEnabled}
                      disabled={isBusy}
                      onChange={() =>
                        act(
                          () => api.setOAuthProviderEnabled(token, type, !isEnabled),
                          `${OAUTH_PROVIDER_LABELS[type]} ${isEnabled ? 'disabled: its start fails as oauth_config_not_found' : 'enabled'}.`,
                          'Changing the provider failed',
                        )
                      }
                    />
                    {OAUTH_PROVIDER_LABELS[type]}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={ids.provider}>Provider</label>
            <select
              id={ids.provider}
              value={provider}
              onChange={(event) => setProvider(event.target.value as OAuthProviderType)}
            >
              {OAUTH_PROVIDER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {OAUTH_PROVIDER_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <ul aria-label={`Known ${name} accounts`}>
            {identities.map((identity) => (
              <li key={identity.subject}>
                {identity.name} <span className="mono">{identity.subject}</span>
                {identity.email &&
                  ` ${identity.email} (${identity.emailVerified ? 'verified' : 'not verified'})`}
              </li>
            ))}
          </ul>
          {identities.length === 0 && <p className="empty">{name} knows no accounts yet.</p>}
          <OAuthPreAnswerForm
            key={provider}
            providerName={name}
            identities={identities}
            isBusy={isBusy}
            onPreAnswer={preAnswer}
          />
          {oauth.data.preAnswers.length > 0 && (
            <>
              <ul aria-label="Waiting pre-answers">
                {oauth.data.preAnswers.map((waiting) => (
                  <li key={waiting.provider}>{describePreAnswer(waiting)}</li>
                ))}
              </ul>
              <button
                type="button"
                className="button"
                disabled={isBusy}
                onClick={() =>
                  act(() => api.clearOAuthPreAnswers(token), 'Pre-answers cleared.', 'Clearing failed')
                }
              >
                Clear pre-answers
              </button>
            </>
          )}
        </>
      )}
      <div className={`field-status${status.isError ? ' error' : ''}`} role="status">
        {status.text}
      </div>
      {oauth.error && <p className="error-text">{oauth.error}</p>}
    </section>
  );
}
