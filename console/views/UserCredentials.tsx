import type { EmulatorUser } from '@foyer/emulator/control';
import type { ReactNode } from 'react';
import type { UserFactors } from '../port/project-port';
import { Time } from './parts/Time';
import { useProjectData } from './project-context';

const NO_FACTORS: UserFactors = { passkeys: [], wallets: [], apps: [] };

function VerifiedBadge(props: { verified: boolean }) {
  return props.verified ? (
    <span className="badge">verified</span>
  ) : (
    <span className="badge used">not verified</span>
  );
}

function None() {
  return <p className="muted">None</p>;
}

/** The user's emails and phone numbers, each verified or not. */
export function UserContacts(props: { user: EmulatorUser }) {
  const { user } = props;
  return (
    <>
      <h4>Emails</h4>
      {user.emails.length === 0 ? (
        <None />
      ) : (
        <ul className="plain-list">
          {user.emails.map((entry) => (
            <li key={entry.email_id}>
              <span className="mono">{entry.email}</span> <VerifiedBadge verified={entry.verified} />
            </li>
          ))}
        </ul>
      )}
      <h4>Phone numbers</h4>
      {user.phone_numbers.length === 0 ? (
        <None />
      ) : (
        <ul className="plain-list">
          {user.phone_numbers.map((entry) => (
            <li key={entry.phone_id}>
              <span className="mono">{entry.phone_number}</span> <VerifiedBadge verified={entry.verified} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Passkeys(props: { factors: UserFactors }) {
  const { passkeys } = props.factors;
  if (passkeys.length === 0) return <None />;
  return (
    <ul className="plain-list">
      {passkeys.map((passkey) => (
        <li key={passkey.webauthn_registration_id}>
          <strong>{passkey.name || 'Unnamed passkey'}</strong>{' '}
          <span className="muted">{passkey.authenticator_type || passkey.domain}</span>{' '}
          {passkey.backed_up && <span className="badge">synced</span>} added <Time at={passkey.created_at} />,{' '}
          {passkey.last_used_at ? (
            <>
              last used <Time at={passkey.last_used_at} />
            </>
          ) : (
            'never used'
          )}
        </li>
      ))}
    </ul>
  );
}

function Wallets(props: { factors: UserFactors }) {
  const { wallets } = props.factors;
  if (wallets.length === 0) return <None />;
  return (
    <ul className="plain-list">
      {wallets.map((wallet) => (
        <li key={wallet.crypto_wallet_id}>
          {wallet.crypto_wallet_type} <span className="mono">{wallet.crypto_wallet_address}</span>{' '}
          {!wallet.verified && <span className="badge used">not verified</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * How the user can sign in besides its emails and phone numbers: password, passkeys, wallets, OAuth
 * identities and authenticator apps. Passkeys and wallets are read in detail, the rest is the user's.
 */
export function UserCredentials(props: { user: EmulatorUser }) {
  const { user } = props;
  const factors = useProjectData((p) => p.userFactors(user.user_id), NO_FACTORS);
  const detailed = (render: (factors: UserFactors) => ReactNode) =>
    factors.error ? (
      <p className="error-text">Could not read them: {factors.error}</p>
    ) : factors.loaded ? (
      render(factors.data)
    ) : (
      <p className="muted">Reading…</p>
    );

  return (
    <>
      <h4>Password</h4>
      <p>
        {user.password === null ? (
          <span className="muted">Not set</span>
        ) : user.password.requires_reset ? (
          <>
            Set, <strong>must be reset</strong> before it signs in
          </>
        ) : (
          'Set'
        )}
      </p>
      <h4>Passkeys</h4>
      {detailed((data) => (
        <Passkeys factors={data} />
      ))}
      <h4>Wallets</h4>
      {detailed((data) => (
        <Wallets factors={data} />
      ))}
      <h4>OAuth identities</h4>
      {user.providers.length === 0 ? (
        <None />
      ) : (
        <ul className="plain-list">
          {user.providers.map((provider) => (
            <li key={provider.oauth_user_registration_id}>
              {provider.provider_type} <span className="mono">{provider.provider_subject}</span>
            </li>
          ))}
        </ul>
      )}
      <h4>Authenticator apps (TOTP)</h4>
      {user.totps.length === 0 ? (
        <None />
      ) : (
        <ul className="plain-list">
          {user.totps.map((totp) => (
            <li key={totp.totp_id}>
              <span className="mono">{totp.totp_id}</span> <VerifiedBadge verified={totp.verified} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
