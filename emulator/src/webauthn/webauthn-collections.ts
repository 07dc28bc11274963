import { z } from 'zod';
import { describeCollection } from '../store/collection-descriptor';

/**
 * The secret half of a user's WebAuthn registration: what verifying an assertion needs. The public
 * facts (name, domain, user agent, authenticator type) live only in the user's
 * `webauthn_registrations` entry of the same id, so a rename or delete has one place to change.
 */
export type WebAuthnCredentialRecord = {
  webauthn_registration_id: string;
  user_id: string;
  /** The credential id as the authenticator made it, base64url without padding (the JSON `id`). */
  credential_id: string;
  /** The COSE public key, base64url without padding. */
  public_key: string;
  /** The signature counter of the last accepted ceremony; a later assertion must exceed it, unless both are 0. */
  counter: number;
  transports: string[];
  aaguid: string;
  /** Backup eligibility and state (authenticator data flags BE and BS): a synced passkey has both. */
  backup_eligible: boolean;
  backed_up: boolean;
  created_at: string;
  last_used_at: string | null;
};

/**
 * A challenge handed out by a `webauthn/.../start` call, single-use and valid until `expires_at`.
 * A page's registration is bound to the session that asked for it, and so is a secondary
 * authentication; a server's (the backend API) names a user instead, in `backend`.
 */
export type WebAuthnChallengeRecord = {
  /** base64url without padding, exactly as the client's `clientDataJSON.challenge` returns it. */
  challenge: string;
  /** The RP id the options named (the request's `domain`). */
  domain: string;
  user_verification: WebAuthnUserVerification;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /**
   * Set when a server started the ceremony through the backend API: the user it named (null: any
   * user may log in). Absent for a page's ceremony. Each API answers only its own challenges.
   */
  backend?: { user_id: string | null };
} & (
  | {
      ceremony: 'registration';
      /** The page's session; null for a server's registration, which names its user in `backend`. */
      session_id: string | null;
      /** What the caller asked for, kept for the registration this challenge produces. */
      is_passkey: boolean;
      /** The attachment the caller asked for (`authenticator_type`), if any. */
      authenticator_type: 'platform' | 'cross-platform' | null;
      user_agent: string;
    }
  | { ceremony: 'authentication'; session_id: string | null }
);

export type WebAuthnUserVerification = 'preferred' | 'required';

export const webauthnCredentialsCollection = describeCollection<WebAuthnCredentialRecord>({
  key: 'webauthn_registration_id',
  owner: 'user_id',
  // An assertion names its credential by id; found in one lookup, and one credential id is one registration.
  lookupKey: (credential) => credential.credential_id,
  // A login moves the counter and last use without touching the user: a panel listing them hears it here.
  streamEvent: 'webauthn_credential',
  schema: z.looseObject({
    webauthn_registration_id: z.string(),
    user_id: z.string(),
    credential_id: z.string().min(1),
    public_key: z.string().min(1),
    counter: z.number().int().min(0),
    transports: z.array(z.string()),
    aaguid: z.string(),
    backup_eligible: z.boolean(),
    backed_up: z.boolean(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  }),
});

// Bound to a session, not a user: a primary login's challenge has no user yet. Expired ones are
// dropped when the next one is issued.
export const webauthnChallengesCollection = describeCollection<WebAuthnChallengeRecord>({
  key: 'challenge',
  schema: z.looseObject({
    challenge: z.string(),
    ceremony: z.enum(['registration', 'authentication']),
    session_id: z.string().nullable(),
    domain: z.string(),
    user_verification: z.enum(['preferred', 'required']),
    expires_at: z.string(),
    used_at: z.string().nullable(),
  }),
});
