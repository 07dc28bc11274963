import { z } from 'zod';
import type { CryptoWalletType } from '../crypto-wallets/wallet-address';
import type { EmailLessProvider, OAuthProvider } from '../social-sign-in/providers';
import { describeCollection } from '../store/collection-descriptor';
import { secretDigest } from '../store/secret-digest';

/** One factor a session was authenticated with; the sub-object depends on the delivery method (§12). */
export type AuthenticationFactor =
  | {
      type: 'magic_link' | 'otp' | 'password_reset';
      delivery_method: 'email' | 'embedded';
      last_authenticated_at: string;
      email_factor: { email_id: string; email_address: string };
    }
  | {
      type: 'otp';
      delivery_method: 'sms' | 'whatsapp';
      last_authenticated_at: string;
      phone_number_factor: { phone_id: string; phone_number: string };
    }
  | { type: 'password'; delivery_method: 'knowledge'; last_authenticated_at: string }
  | {
      type: 'totp';
      delivery_method: 'authenticator_app';
      last_authenticated_at: string;
      authenticator_app_factor: { totp_id: string };
    }
  | {
      type: 'recovery_code';
      delivery_method: 'recovery_code';
      last_authenticated_at: string;
      recovery_code_factor: { totp_recovery_code_id: string };
    }
  | {
      type: 'impersonated';
      delivery_method: 'impersonation';
      last_authenticated_at: string;
      impersonated_factor: { impersonator_id: string; impersonator_email_address: string };
    }
  | {
      type: 'trusted_auth_token';
      delivery_method: 'trusted_token_exchange';
      last_authenticated_at: string;
      trusted_auth_token_factor: { token_id: string };
    }
  | {
      type: 'oauth_access_token_exchange';
      delivery_method: 'oauth_access_token_exchange';
      last_authenticated_at: string;
      oauth_access_token_exchange_factor: { client_id: string };
    }
  | {
      type: 'webauthn';
      delivery_method: 'webauthn_registration';
      last_authenticated_at: string;
      webauthn_factor: { webauthn_registration_id: string; domain: string; user_agent: string };
    }
  | {
      type: 'crypto';
      delivery_method: 'crypto_wallet';
      last_authenticated_at: string;
      crypto_wallet_factor: {
        crypto_wallet_id: string;
        crypto_wallet_address: string;
        crypto_wallet_type: CryptoWalletType;
      };
    }
  | OAuthAuthenticationFactor;

/** What an OAuth sign-in's factor says about the provider registration it used (`../shared/reference/provider-contract.md` §12). */
type OAuthFactorDetails<P extends OAuthProvider> = P extends EmailLessProvider
  ? { id: string; provider_subject: string }
  : { id: string; email_id: string; provider_subject: string };

/** `oauth_<provider>` with its `<provider>_oauth_factor`, one member per provider. */
export type OAuthAuthenticationFactor = {
  [P in OAuthProvider]: {
    type: 'oauth';
    delivery_method: `oauth_${P}`;
    last_authenticated_at: string;
  } & { [K in `${P}_oauth_factor`]: OAuthFactorDetails<P> };
}[OAuthProvider];

/** A session exactly as the provider's public shape has it (§12), so routes return it without mapping. */
export type Session = {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  custom_claims: Record<string, unknown> | null;
  roles: string[];
  authentication_factors: AuthenticationFactor[];
};

/** A stored session: the public shape plus the opaque token that authenticates it. */
export type SessionRecord = Session & {
  session_token: string;
  /** The length the session was last given, reused when a refresh names none. */
  duration_minutes: number;
};

export const sessionsCollection = describeCollection<SessionRecord>({
  key: 'session_id',
  owner: 'user_id',
  // Found by its token's digest on every authenticated call, never by scanning tokens.
  lookupKey: (session) => secretDigest(session.session_token),
  streamEvent: 'session',
  schema: z.looseObject({
    session_id: z.string(),
    session_token: z.string(),
    user_id: z.string(),
    started_at: z.string(),
    last_accessed_at: z.string(),
    expires_at: z.string(),
    duration_minutes: z.number(),
    authentication_factors: z.array(z.looseObject({ type: z.string(), delivery_method: z.string() })),
  }),
});
