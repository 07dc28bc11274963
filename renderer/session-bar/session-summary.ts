import type { Session, User } from '@stytch/vanilla-js/headless';

/** Who is signed in, as the session bar shows it: the parts of the client's user and session a developer checks. */
export type SignedIn = {
  kind: 'signedIn';
  userId: string;
  /** The user's name when they have one, else their first email or phone number, else their id. */
  displayName: string;
  emails: string[];
  phoneNumbers: string[];
  wallets: string[];
  passkeys: string[];
  /** How this session was authenticated, e.g. `magic_link (email)`, in the order the server lists them. */
  factors: string[];
  sessionId: string;
  expiresAt: number;
};

export type SessionSummary = { kind: 'signedOut' } | SignedIn;

function fullName(user: User): string {
  const { first_name, middle_name, last_name } = user.name;
  return [first_name, middle_name, last_name].filter(Boolean).join(' ');
}

/** The client keeps user and session apart; both are needed before anyone counts as signed in. */
export function summarizeSession(user: User | null, session: Session | null): SessionSummary {
  if (!user || !session) return { kind: 'signedOut' };
  const emails = user.emails.map((email) => email.email);
  const phoneNumbers = user.phone_numbers.map((phone) => phone.phone_number);
  return {
    kind: 'signedIn',
    userId: user.user_id,
    displayName: fullName(user) || emails[0] || phoneNumbers[0] || user.user_id,
    emails,
    phoneNumbers,
    wallets: user.crypto_wallets.map((wallet) => wallet.crypto_wallet_address),
    passkeys: user.webauthn_registrations.map((passkey) => passkey.name || passkey.webauthn_registration_id),
    factors: session.authentication_factors.map((factor) => `${factor.type} (${factor.delivery_method})`),
    sessionId: session.session_id,
    expiresAt: Date.parse(session.expires_at),
  };
}

/** Time left as a countdown reads: `1 h 02 min 03 s`, `4 min 05 s`, `9 s`, or `expired`. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'expired';
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(seconds % 60)} s`;
  if (minutes > 0) return `${minutes} min ${pad(seconds % 60)} s`;
  return `${seconds} s`;
}
