import type { EmulatorUser } from '@foyer/emulator/control';
import { userLabel } from '../port/control-port';
import { Time } from './parts/Time';
import { useAction, useProject } from './project-context';

/**
 * Whether failed sign-ins locked the user, until when, and an Unlock that lifts the lock now (as a
 * password reset would).
 */
export function UserLockState(props: { user: EmulatorUser; onChanged: () => Promise<void> }) {
  const { user } = props;
  const { port } = useProject();
  const action = useAction();
  return (
    <>
      <h4>Sign-in lock</h4>
      {user.is_locked ? (
        <div className="row">
          <span>
            Locked
            {user.lock_created_at && (
              <>
                {' '}
                since <Time at={user.lock_created_at} />
              </>
            )}
            {user.lock_expires_at && (
              <>
                {' '}
                until <Time at={user.lock_expires_at} />
              </>
            )}
          </span>
          <button
            type="button"
            className="button small"
            aria-label={`Unlock user ${userLabel(user)}`}
            disabled={action.busy !== null}
            onClick={() =>
              void action.run('Unlocking the user', async () => {
                await port.unlockUser(user.user_id);
                await props.onChanged();
              })
            }
          >
            Unlock
          </button>
        </div>
      ) : (
        <p className="muted">Not locked</p>
      )}
      {action.error && (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      )}
    </>
  );
}
