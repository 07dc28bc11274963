import { useId } from 'react';
import type {
  PasskeyCredential,
  PasskeyOwner,
  ResponseOverrides,
  VirtualAuthenticator,
} from '../../preload/api';
import { PasskeysCredentialTable } from './PasskeysCredentialTable';

export type AuthenticatorActions = {
  remove(): void;
  removeCredential(credential: PasskeyCredential): void;
  clearCredentials(): void;
  setUserVerified(value: boolean): void;
  setUserPresent(value: boolean): void;
  setResponseOverrides(overrides: ResponseOverrides): void;
};

const OVERRIDES: readonly { key: keyof ResponseOverrides; label: string }[] = [
  { key: 'isBogusSignature', label: 'Bogus signature' },
  { key: 'isBadUV', label: 'Bad UV flag' },
  { key: 'isBadUP', label: 'Bad UP flag' },
];

function describe({ capabilities }: VirtualAuthenticator): string {
  const supports = [
    capabilities.hasResidentKey && 'resident keys',
    capabilities.hasUserVerification && 'user verification',
    capabilities.hasLargeBlob && 'large blob',
  ].filter(Boolean);
  const protocol = capabilities.protocol === 'ctap2' ? 'CTAP2' : 'U2F';
  return `${protocol} over ${capabilities.transport}${supports.length ? `, supports ${supports.join(', ')}` : ''}`;
}

/** One virtual authenticator: what it is, how its user behaves, and the credentials it holds. */
export function PasskeysAuthenticator(props: {
  authenticator: VirtualAuthenticator;
  name: string;
  owners: ReadonlyMap<string, PasskeyOwner>;
  actions: AuthenticatorActions;
}) {
  const { authenticator, name, actions } = props;
  const headingId = useId();
  return (
    <section className="passkeys-authenticator" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p className="muted">
        {describe(authenticator)} · <span className="mono">{authenticator.id}</span>
      </p>
      <fieldset className="checkbox-grid">
        <legend>The user</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={authenticator.isUserVerified}
            disabled={!authenticator.capabilities.hasUserVerification}
            onChange={(event) => actions.setUserVerified(event.target.checked)}
          />
          User verifies
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={authenticator.isUserPresent}
            onChange={(event) => actions.setUserPresent(event.target.checked)}
          />
          User is present
        </label>
      </fieldset>
      <fieldset className="checkbox-grid">
        <legend>Corrupt responses</legend>
        {OVERRIDES.map(({ key, label }) => (
          <label key={key} className="checkbox">
            <input
              type="checkbox"
              checked={authenticator.overrides[key]}
              onChange={(event) =>
                actions.setResponseOverrides({ ...authenticator.overrides, [key]: event.target.checked })
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
      <PasskeysCredentialTable
        label={`Credentials of ${name}`}
        credentials={authenticator.credentials}
        owners={props.owners}
        onRemove={actions.removeCredential}
      />
      <div className="actions">
        <button
          type="button"
          className="button danger"
          disabled={authenticator.credentials.length === 0}
          onClick={actions.clearCredentials}
        >
          Remove all credentials
        </button>
        <button type="button" className="button danger" onClick={actions.remove}>
          Remove authenticator
        </button>
      </div>
    </section>
  );
}
