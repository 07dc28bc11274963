import { useId, useState } from 'react';
import { useAction, useProject } from './project-context';

/** Forgets everything the project holds but its settings, after a confirmation. */
export function ProjectReset() {
  const { port } = useProject();
  const [isConfirming, setIsConfirming] = useState(false);
  const action = useAction();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="panel">
      <h3 id={headingId}>Reset the project</h3>
      <p className="hint">
        Forgets users, sessions, messages, faults, connected apps and tokens, and puts the clock back.
        Settings stay.
      </p>
      <div className="actions">
        {isConfirming ? (
          <>
            <button
              type="button"
              className="button danger"
              disabled={action.busy !== null}
              onClick={() => {
                setIsConfirming(false);
                void action.run('Resetting the project', () => port.resetProject());
              }}
            >
              Confirm reset
            </button>
            <button type="button" className="button" onClick={() => setIsConfirming(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="button danger" onClick={() => setIsConfirming(true)}>
            Reset project
          </button>
        )}
      </div>
      {action.error && (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      )}
    </section>
  );
}
