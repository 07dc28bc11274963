import { useCallback, useEffect, useId, useState } from 'react';
import type { ProjectAccess } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { useEmulatorData } from './use-emulator-data';

type SaveStatus = { text: string; isError: boolean };

/** One origin a line; blank lines are dropped, so a trailing newline is harmless. */
function originsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Who the project is to a host app's server (the backend SDK's project id and secret, for its
 * `.env`) and which page origins may use its browser-SDK API and One Tap. Pages elsewhere are refused
 * with `bad_domain_for_stytch_sdk`, so this is where a developer adds an app served from another host.
 */
export function ProjectAccessSection() {
  const { api } = useTestbed();
  const access = useEmulatorData(
    useCallback((token: string) => api.projectAccess(token), [api]),
    null as ProjectAccess | null,
  );
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<SaveStatus>({ text: '', isError: false });
  const [isSaving, setIsSaving] = useState(false);
  const headingId = useId();
  const originsId = useId();
  const hintId = useId();
  const saved = access.data?.authorizedOrigins.join('\n') ?? '';

  // A fresh read (another project, a save, a reset) replaces the draft.
  useEffect(() => setDraft(saved), [saved]);

  const save = () => {
    setIsSaving(true);
    void api
      .setAuthorizedOrigins(access.publicToken, originsOf(draft))
      .then(
        () => setStatus({ text: 'Authorized origins saved.', isError: false }),
        (error: unknown) =>
          setStatus({
            text: `Saving failed: ${error instanceof Error ? error.message : String(error)}`,
            isError: true,
          }),
      )
      .finally(() => {
        setIsSaving(false);
        void access.refresh();
      });
  };

  const credentials: [string, string][] = access.data
    ? [
        ['Public token', access.data.publicToken],
        ['Project id', access.data.projectId],
        ['Secret', access.data.secret],
      ]
    : [];

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Access</h3>
      <dl className="clock-readout">
        {credentials.map(([label, value]) => (
          <CredentialRow key={label} label={label} value={value} />
        ))}
      </dl>
      <label htmlFor={originsId} className="access-origins-label">
        Authorized origins
      </label>
      <textarea
        id={originsId}
        className="mono"
        rows={3}
        aria-describedby={hintId}
        aria-invalid={status.isError || undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p className="hint" id={hintId}>
        One origin a line, such as https://app.example.com or http://localhost:*. Only these pages may use the
        project's SDK API and Google One Tap.
      </p>
      <div className="actions">
        <button type="button" className="button" disabled={isSaving || draft === saved} onClick={save}>
          Save origins
        </button>
      </div>
      <div className={`field-status${status.isError ? ' error' : ''}`} role="status">
        {status.text}
      </div>
      {access.error && <p className="error-text">{access.error}</p>}
    </section>
  );
}

function CredentialRow({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <>
      <dt id={id}>{label}</dt>
      <dd>
        {/* Read-only fields: labelled for assistive technology, and easy to select and copy. */}
        <input readOnly aria-labelledby={id} className="clock-value mono" value={value} />
      </dd>
    </>
  );
}
