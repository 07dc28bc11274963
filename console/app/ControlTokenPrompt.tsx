import { type FormEvent, useId, useState } from 'react';

/**
 * Asks for the token an emulator started with `--control-token` prints in its banner. The console
 * keeps it for this tab only.
 */
export function ControlTokenPrompt(props: { wasWrong: boolean; onToken: (token: string) => void }) {
  const [token, setToken] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) props.onToken(token.trim());
  };
  return (
    <main className="panel token-prompt">
      <h2>Control token</h2>
      <p id={hintId} className="hint">
        This emulator was started with <code>--control-token</code>: its banner prints the token. The console
        keeps it for this tab only.
      </p>
      {props.wasWrong && (
        <p className="error-text" role="alert">
          The emulator refused that token.
        </p>
      )}
      <form onSubmit={submit} className="row">
        <label htmlFor={fieldId}>Token</label>
        <input
          id={fieldId}
          type="password"
          autoComplete="off"
          aria-describedby={hintId}
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
        <button type="submit" className="button primary" disabled={!token.trim()}>
          Use token
        </button>
      </form>
    </main>
  );
}
