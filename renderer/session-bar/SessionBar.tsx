import { useState } from 'react';
import { CopyButton } from '../../console/views/parts/CopyButton';
import { Time } from '../../console/views/parts/Time';
import type { Clock } from './clock';
import { formatRemaining, type SignedIn } from './session-summary';
import { type SessionClient, useClientSession } from './use-client-session';
import { useNow } from './use-now';

type SignOut = { kind: 'idle' } | { kind: 'signingOut' } | { kind: 'failed'; message: string };

/** A count with its items on hover, so the bar stays one line however many a user has. */
function Fact(props: { label: string; items: readonly string[] }) {
  const { label, items } = props;
  return (
    <div className="session-fact" title={items.join('\n') || undefined}>
      <dt>{label}</dt>
      <dd>{items.length === 1 ? items[0] : items.length}</dd>
    </div>
  );
}

function Countdown(props: { expiresAt: number; clock: Clock }) {
  const now = useNow(props.clock);
  const remaining = props.expiresAt - now;
  return (
    <span className={remaining <= 0 ? 'session-expiry is-expired' : 'session-expiry'}>
      <span data-testid="session-remaining">{formatRemaining(remaining)}</span>{' '}
      <span className="muted">
        (<Time at={props.expiresAt} />)
      </span>
    </span>
  );
}

function SignedInFacts(props: { user: SignedIn; clock: Clock }) {
  const { user, clock } = props;
  return (
    <dl className="session-facts">
      <Fact label="Emails" items={user.emails} />
      <Fact label="Phones" items={user.phoneNumbers} />
      <Fact label="Wallets" items={user.wallets} />
      <Fact label="Passkeys" items={user.passkeys} />
      <div className="session-fact">
        <dt>Factors</dt>
        <dd>
          {user.factors.map((factor) => (
            <span key={factor} className="badge">
              {factor}
            </span>
          ))}
        </dd>
      </div>
      <div className="session-fact">
        <dt>Expires in</dt>
        <dd>
          <Countdown expiresAt={user.expiresAt} clock={clock} />
        </dd>
      </div>
      <div className="session-fact">
        <dt>Session</dt>
        <dd className="session-id">
          <span className="mono" title={user.sessionId}>
            {user.sessionId}
          </span>
          <CopyButton label="Copy the session id" text={() => user.sessionId} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Who the page's client says is signed in, always in view: the user, their methods, how and until
 * when the session holds, and a Sign out that revokes it as a host app would.
 */
export function SessionBar(props: {
  client: SessionClient;
  clock: Clock;
  /** Told when a sign-out went through (the client has cleared its user and session) or failed. */
  onSignOut: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
}) {
  const { client, clock, onSignOut } = props;
  const summary = useClientSession(client);
  const [signOut, setSignOut] = useState<SignOut>({ kind: 'idle' });

  const revoke = async () => {
    setSignOut({ kind: 'signingOut' });
    try {
      await client.session.revoke();
      setSignOut({ kind: 'idle' });
      onSignOut({ ok: true });
    } catch (error) {
      setSignOut({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      onSignOut({ ok: false, error });
    }
  };

  return (
    <section className="session-bar" aria-label="Session" data-state={summary.kind}>
      {summary.kind === 'signedOut' ? (
        <span className="session-user muted" data-testid="session-user">
          Signed out
        </span>
      ) : (
        <>
          <strong className="session-user clip" title={summary.userId} data-testid="session-user">
            {summary.displayName}
          </strong>
          <button
            type="button"
            className="button small"
            disabled={signOut.kind === 'signingOut'}
            onClick={() => void revoke()}
          >
            {signOut.kind === 'signingOut' ? 'Signing out…' : 'Sign out'}
          </button>
          <SignedInFacts user={summary} clock={clock} />
        </>
      )}
      {signOut.kind === 'failed' && (
        <span className="error-text" role="alert">
          Sign out failed: {signOut.message}
        </span>
      )}
    </section>
  );
}
