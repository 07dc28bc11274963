import type { ProjectCredentialsAnswer } from '@foyer/emulator/control';
import { useId, useState } from 'react';
import { ON_NO_CHANGE } from './follow-changes';
import { CopyButton } from './parts/CopyButton';
import { useAction, useProject, useProjectData } from './project-context';
import { useProjectSettings } from './use-project-settings';

/** Stands in for the secret in the `.env` lines until it is revealed. */
const SECRET_PLACEHOLDER = '<press "Reveal secret" to fill this in>';

/** One origin a line; blank lines are dropped, so a trailing newline is harmless. */
function originsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * What a host's server reads from its environment to call the backend API: the names `exec` sets,
 * with the emulator's HTTPS address as the base URL when the emulator said it.
 */
function envLines(credentials: ProjectCredentialsAnswer, isRevealed: boolean): string {
  return [
    `STYTCH_PROJECT_ID=${credentials.project_id}`,
    `STYTCH_SECRET=${isRevealed ? credentials.secret : SECRET_PLACEHOLDER}`,
    `STYTCH_PUBLIC_TOKEN=${credentials.public_token}`,
    ...(credentials.base_url ? [`STYTCH_BASE_URL=${credentials.base_url}`] : []),
  ].join('\n');
}

function Credential(props: { label: string; value: string; copyLabel: `Copy ${string}` }) {
  const id = useId();
  return (
    <>
      <dt id={id}>{props.label}</dt>
      <dd className="row credential">
        {/* Read-only fields: labelled for assistive technology, and easy to select and copy. */}
        <input type="text" readOnly aria-labelledby={id} className="mono" value={props.value} />
        <CopyButton label={props.copyLabel} text={() => props.value} />
      </dd>
    </>
  );
}

function HiddenSecret(props: { onReveal: () => void }) {
  return (
    <>
      <dt>Secret</dt>
      <dd className="row credential">
        <span className="muted">hidden</span>
        <button type="button" className="button small" onClick={props.onReveal}>
          Reveal secret
        </button>
      </dd>
    </>
  );
}

function OriginsEditor(props: { saved: readonly string[]; onSaved: () => Promise<void> }) {
  const { port } = useProject();
  const action = useAction();
  const saved = props.saved.join('\n');
  const [draft, setDraft] = useState(saved);
  const [done, setDone] = useState<string | null>(null);
  const ids = { origins: useId(), hint: useId() };

  // A fresh read (another project, a save, a reset) replaces the draft, in the render that shows it:
  // an effect would run after the paint, and could undo what was typed in between.
  const [draftOf, setDraftOf] = useState(saved);
  if (draftOf !== saved) {
    setDraftOf(saved);
    setDraft(saved);
  }

  const save = async () => {
    setDone(null);
    const isSaved = await action.run('Saving the origins', async () => {
      await port.updateSettings({ authorized_origins: originsOf(draft) });
      return true;
    });
    if (isSaved) setDone('Authorized origins saved.');
    await props.onSaved();
  };

  return (
    <>
      <label htmlFor={ids.origins}>Authorized origins</label>
      <textarea
        id={ids.origins}
        rows={3}
        aria-describedby={ids.hint}
        aria-invalid={action.error !== null || undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p className="hint" id={ids.hint}>
        One origin a line, such as https://app.example.com or http://localhost:*. Only these pages may use the
        project's SDK API and Google One Tap.
      </p>
      <div className="actions">
        <button
          type="button"
          className="button primary"
          disabled={action.busy !== null || draft === saved}
          onClick={() => void save()}
        >
          Save origins
        </button>
      </div>
      <div className="field-status ok" role="status">
        {done}
      </div>
      {action.error && (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      )}
    </>
  );
}

/**
 * Who the project is to a host app's server (the backend SDK's project id and secret, for its
 * `.env`) and which page origins may use its browser-SDK API and One Tap. Pages elsewhere are refused
 * with `bad_domain_for_stytch_sdk`, so this is where a developer adds an app served from another host.
 */
export function ProjectAccessView() {
  const { publicToken } = useProject();
  // The credentials change only with a reset or an import, which the stream says as `reset`.
  const credentials = useProjectData(
    (p) => p.credentials(),
    null as ProjectCredentialsAnswer | null,
    '',
    ON_NO_CHANGE,
  );
  const settings = useProjectSettings();
  // The project whose secret was revealed: another project's stays hidden until asked for.
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const isRevealed = revealedFor === publicToken;
  const ids = { credentials: useId(), env: useId(), origins: useId() };
  const data = credentials.data;
  const readError = credentials.error ?? settings.error;

  return (
    <div className="panel project-access-view">
      {readError && (
        <p className="error-text" role="alert">
          Could not read the project's access: {readError}
        </p>
      )}
      <section aria-labelledby={ids.credentials}>
        <h3 id={ids.credentials}>Credentials</h3>
        {data && (
          <dl className="detail-facts">
            <Credential label="Public token" value={data.public_token} copyLabel="Copy the public token" />
            <Credential label="Project id" value={data.project_id} copyLabel="Copy the project id" />
            {isRevealed ? (
              <Credential label="Secret" value={data.secret} copyLabel="Copy the secret" />
            ) : (
              <HiddenSecret onReveal={() => setRevealedFor(publicToken)} />
            )}
          </dl>
        )}
      </section>
      <section aria-labelledby={ids.env}>
        <h3 id={ids.env}>For a host's server (.env)</h3>
        {data && (
          <>
            <pre className="json-block mono">{envLines(data, isRevealed)}</pre>
            <div className="actions">
              <CopyButton size="normal" label="Copy the .env lines" text={() => envLines(data, isRevealed)} />
            </div>
            <p className="hint">
              STYTCH_BASE_URL is the emulator's HTTPS address: pass it to the backend SDK as{' '}
              <code>custom_base_url</code> and leave it unset in production. Node trusts the emulator's
              certificate through NODE_EXTRA_CA_CERTS, which <code>foyer-emulator exec</code> sets.
            </p>
          </>
        )}
      </section>
      <section aria-labelledby={ids.origins}>
        <h3 id={ids.origins}>Browser access</h3>
        {settings.data && (
          <OriginsEditor saved={settings.data.authorized_origins} onSaved={settings.refresh} />
        )}
      </section>
    </div>
  );
}
