import {
  OAUTH_PROVIDERS,
  type OAuthIdentity,
  type OAuthPreAnswerRecord,
  type OAuthProvider,
  type ProjectSettings,
  providerName,
} from '@foyer/emulator/control';
import { useId, useState } from 'react';
import type { OAuthAnswer, ProjectPort } from '../port/project-port';
import { onChangeOf, useChangesApplied } from './follow-changes';
import { OAuthPreAnswerForm } from './OAuthPreAnswerForm';
import { useAction, useProject, useProjectData } from './project-context';

/** Each provider by the name people know it by, as its consent page says it. */
const PROVIDER_NAMES = Object.fromEntries(
  OAUTH_PROVIDERS.map((provider) => [provider, providerName(provider)]),
) as Record<OAuthProvider, string>;

type OAuthSetup = {
  settings: ProjectSettings;
  identities: OAuthIdentity[];
  preAnswers: OAuthPreAnswerRecord[];
};

async function readSetup(port: ProjectPort): Promise<OAuthSetup> {
  const [settings, identities, preAnswers] = await Promise.all([
    port.settings(),
    port.oauthIdentities(),
    port.oauthPreAnswers(),
  ]);
  return { settings, identities, preAnswers };
}

function describePreAnswer(waiting: OAuthPreAnswerRecord): string {
  const provider = PROVIDER_NAMES[waiting.provider];
  return 'cancel' in waiting.answer
    ? `${provider}: cancel`
    : `${provider}: ${waiting.answer.identity.name} (${waiting.answer.identity.provider_subject})`;
}

/** The disabled list with one provider turned on or off; entries the view does not know stay. */
function disabledAfter(disabled: readonly string[], provider: OAuthProvider, isEnabling: boolean): string[] {
  const others = disabled.filter((each) => each !== provider);
  return isEnabling ? others : [...others, provider];
}

function IdentitiesTable(props: { identities: readonly OAuthIdentity[] }) {
  if (props.identities.length === 0) {
    return (
      <p className="empty">
        The providers know no accounts yet: one made on the consent page, or in a pre-answer below, shows
        here.
      </p>
    );
  }
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label="Known accounts">
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Verified</th>
          </tr>
        </thead>
        <tbody>
          {props.identities.map((identity) => (
            <tr key={`${identity.provider}:${identity.provider_subject}`}>
              <td>{PROVIDER_NAMES[identity.provider]}</td>
              <td>
                {identity.name} <span className="mono muted">{identity.provider_subject}</span>
              </td>
              <td className="mono">{identity.email || <span className="muted">no email</span>}</td>
              <td>{identity.email ? (identity.email_verified ? 'verified' : 'not verified') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The project's simulated OAuth providers: which are turned on, whether PKCE is required, the
 * accounts each knows, and answers given in advance so a sign-in skips the consent page.
 */
export function OAuthView() {
  const { port } = useProject();
  const setup = useProjectData(
    readSetup,
    null as OAuthSetup | null,
    '',
    onChangeOf('oauth_identity', 'oauth_pre_answer'),
  );
  useChangesApplied(setup, (shown, change) =>
    shown && change.kind === 'settings_changed' ? { ...shown, settings: change.settings } : shown,
  );
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  const ids = { providers: useId(), accounts: useId(), preAnswers: useId() };
  const isBusy = action.busy !== null;

  /** Runs an action and reads the setup again; resolves true when the emulator took it. */
  const act = async (name: string, work: () => Promise<unknown>, doneText: string): Promise<boolean> => {
    setDone(null);
    const isTaken = await action.run(name, async () => {
      await work();
      return true;
    });
    if (isTaken) setDone(doneText);
    await setup.refresh();
    return isTaken === true;
  };

  const setProviderEnabled = (provider: OAuthProvider, isEnabling: boolean) => {
    const disabled = disabledAfter(setup.data?.settings.oauth_disabled_providers ?? [], provider, isEnabling);
    void act(
      'Changing the provider',
      () => port.updateSettings({ oauth_disabled_providers: disabled }),
      `${PROVIDER_NAMES[provider]} ${isEnabling ? 'enabled' : 'disabled: its start fails as oauth_config_not_found'}.`,
    );
  };

  const setPkceRequired = (isRequired: boolean) =>
    void act(
      'Changing PKCE',
      () => port.updateSettings({ pkce_required_for_oauth: isRequired }),
      isRequired ? 'OAuth starts now need a PKCE challenge.' : 'PKCE is optional again.',
    );

  const preAnswer = (provider: OAuthProvider, answer: OAuthAnswer) =>
    act(
      'Pre-answering',
      () => port.preAnswerOAuth(provider, answer),
      `The next ${PROVIDER_NAMES[provider]} sign-in is answered in advance.`,
    );

  const data = setup.data;
  return (
    <div className="panel oauth-view">
      <p className="view-lead">
        Sign-ins with these providers land on the emulator's own consent page, where you pick the account.
        Turn a provider off to see its sign-in fail, or answer the next one in advance to skip the page.
      </p>
      {(setup.error ?? action.error) && (
        <p className="error-text" role="alert">
          {action.error ?? `Could not read the OAuth setup: ${setup.error}`}
        </p>
      )}
      <div className="field-status view-status ok" role="status">
        {done}
      </div>
      {!data && !setup.error && <p className="muted">Reading the OAuth setup…</p>}
      {data && (
        <>
          <section aria-labelledby={ids.providers}>
            <h3 id={ids.providers}>Providers</h3>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={data.settings.pkce_required_for_oauth}
                disabled={isBusy}
                onChange={(event) => setPkceRequired(event.target.checked)}
              />
              Require PKCE for OAuth
            </label>
            <fieldset>
              <legend>Enabled providers</legend>
              <div className="checkbox-grid">
                {OAUTH_PROVIDERS.map((provider) => {
                  const isEnabled = !data.settings.oauth_disabled_providers.includes(provider);
                  return (
                    <label key={provider} className="checkbox">
                      <input
                        type="checkbox"
                        checked={isEnabled}
                        disabled={isBusy}
                        onChange={() => setProviderEnabled(provider, !isEnabled)}
                      />
                      {PROVIDER_NAMES[provider]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </section>
          <section aria-labelledby={ids.accounts}>
            <h3 id={ids.accounts}>Known accounts</h3>
            <IdentitiesTable identities={data.identities} />
          </section>
          <section aria-labelledby={ids.preAnswers}>
            <h3 id={ids.preAnswers}>Pre-answers</h3>
            {data.preAnswers.length > 0 ? (
              <ul className="plain-list" aria-label="Waiting pre-answers">
                {data.preAnswers.map((waiting) => (
                  <li key={waiting.provider}>{describePreAnswer(waiting)}</li>
                ))}
              </ul>
            ) : (
              <p className="empty">No sign-in is answered in advance.</p>
            )}
            <div className="actions">
              <button
                type="button"
                className="button"
                disabled={isBusy || data.preAnswers.length === 0}
                onClick={() =>
                  void act(
                    'Clearing the pre-answers',
                    () => port.clearOAuthPreAnswers(),
                    'Pre-answers cleared.',
                  )
                }
              >
                Clear pre-answers
              </button>
            </div>
            <OAuthPreAnswerForm
              providerNames={PROVIDER_NAMES}
              identities={data.identities}
              isBusy={isBusy}
              onPreAnswer={preAnswer}
            />
          </section>
        </>
      )}
    </div>
  );
}
