import type { ConnectedAppClientType, ConnectedAppInput } from '@foyer/emulator/control';
import { type FormEvent, useId, useState } from 'react';

/** Each client type the emulator takes, as the form and the table name it. */
export const CLIENT_TYPE_LABELS: Record<ConnectedAppClientType, string> = {
  first_party: 'First party, confidential',
  first_party_public: 'First party, public',
  third_party: 'Third party, confidential',
  third_party_public: 'Third party, public',
};

const CLIENT_TYPES = Object.keys(CLIENT_TYPE_LABELS) as ConnectedAppClientType[];

/** One entry a line; blank lines are dropped, so a trailing newline is harmless. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Scopes as a scope parameter writes them: separated by spaces (commas are forgiven). */
function scopesOf(text: string): string[] {
  return text.split(/[\s,]+/).filter((scope) => scope !== '');
}

/**
 * Registers an app (an OAuth client of the emulator as identity provider). What the emulator
 * refuses, it says beside the form; the fields stay as typed so the entry can be corrected.
 */
export function ConnectedAppForm(props: {
  isBusy: boolean;
  /** Resolves true once the emulator registered the app. */
  onRegister: (input: ConnectedAppInput) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [type, setType] = useState<ConnectedAppClientType>('third_party');
  const [redirectUris, setRedirectUris] = useState('');
  const [postLogoutUris, setPostLogoutUris] = useState('');
  const [scopes, setScopes] = useState('');
  const ids = {
    name: useId(),
    type: useId(),
    typeHint: useId(),
    redirects: useId(),
    postLogout: useId(),
    scopes: useId(),
    scopesHint: useId(),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const isRegistered = await props.onRegister({
      client_name: name.trim(),
      client_type: type,
      redirect_uris: linesOf(redirectUris),
      post_logout_redirect_uris: linesOf(postLogoutUris),
      allowed_custom_scopes: scopesOf(scopes),
    });
    if (isRegistered) {
      setName('');
      setRedirectUris('');
      setPostLogoutUris('');
      setScopes('');
    }
  };

  return (
    <form aria-label="Register an app" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={ids.name}>Name</label>
        <input id={ids.name} required value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.type}>Type</label>
        <select
          id={ids.type}
          aria-describedby={ids.typeHint}
          value={type}
          onChange={(event) => setType(event.target.value as ConnectedAppClientType)}
        >
          {CLIENT_TYPES.map((each) => (
            <option key={each} value={each}>
              {CLIENT_TYPE_LABELS[each]}
            </option>
          ))}
        </select>
        <p className="hint" id={ids.typeHint}>
          A confidential app holds a secret; a public one proves itself with PKCE. First-party apps never ask
          their users for consent.
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.redirects}>Redirect URIs</label>
        <textarea
          id={ids.redirects}
          rows={2}
          required
          placeholder="https://app.example.com/callback"
          value={redirectUris}
          onChange={(event) => setRedirectUris(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.postLogout}>Post-logout redirect URIs</label>
        <textarea
          id={ids.postLogout}
          rows={2}
          value={postLogoutUris}
          onChange={(event) => setPostLogoutUris(event.target.value)}
        />
      </div>
      <p className="hint">One URI a line, compared character for character when the app names one.</p>
      <div className="field">
        <label htmlFor={ids.scopes}>Allowed custom scopes</label>
        <input
          id={ids.scopes}
          className="mono"
          aria-describedby={ids.scopesHint}
          value={scopes}
          onChange={(event) => setScopes(event.target.value)}
        />
        <p className="hint" id={ids.scopesHint}>
          Separated by spaces; each must be one the project's RBAC policy describes.
        </p>
      </div>
      <div className="actions">
        <button type="submit" className="button primary" disabled={props.isBusy}>
          Register app
        </button>
      </div>
    </form>
  );
}
