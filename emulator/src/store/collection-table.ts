import { z } from 'zod';
import { CONNECTED_APP_CLIENT_TYPES } from '../connected-apps/client-types';
import { CRYPTO_WALLET_TYPES, walletKey } from '../crypto-wallets/wallet-address';
import { PROVIDER_ERRORS, type ProviderErrorType } from '../http/error-types';
import { OAUTH_PROVIDERS } from '../social-sign-in/providers';
import type { ClockRecord } from './clock';
import { type CollectionDescriptor, describeCollection, type RecordOf } from './collection-descriptor';
import type {
  AccessTokenRecord,
  AuthorizationCodeRecord,
  ConnectedAppGrantRecord,
  ConnectedAppRecord,
  CryptoWalletChallengeRecord,
  CryptoWalletRecord,
  EmailToken,
  Fault,
  ImpersonationTokenRecord,
  M2MClientRecord,
  OAuthConsentRecord,
  OAuthIdentityRecord,
  OAuthPreAnswerRecord,
  OAuthProviderKeyRecord,
  OAuthTokenRecord,
  OidcProviderRecord,
  OtpRecord,
  PasswordFailures,
  PasswordHash,
  RefreshTokenRecord,
  SessionRecord,
  StoredMessage,
  TelemetryEvent,
  TotpRecord,
  User,
  WebAuthnChallengeRecord,
  WebAuthnCredentialRecord,
} from './model';
import { secretDigest } from './secret-digest';

/** An injected fault must fail the call: a 2xx or 3xx status would serve an error body as a success. */
export const faultStatus = z.number().int().min(400).max(599);

export const messageChannel = z.enum(['email', 'sms', 'whatsapp']);

const oauthProvider = z.enum(OAUTH_PROVIDERS);

/** An identity a simulated provider knows, as stored and as the control API takes it. */
export const oauthIdentitySchema = z.object({
  provider: oauthProvider,
  provider_subject: z.string().min(1).max(255),
  name: z.string().max(255),
  email: z.string().max(320),
  email_verified: z.boolean(),
  picture_url: z.string().max(2048),
  locale: z.string().max(35),
});

/**
 * Every collection a project stores, in the order snapshots, exports and the user-delete cascade
 * list them. The collection list, lookups, user-delete cascade, import checks, import schema and
 * live-stream events all derive from this table: adding a collection is adding one entry.
 *
 * Import schemas name the fields routes read, with their types; records keep any other fields.
 */
export const COLLECTIONS = {
  users: describeCollection<User>({
    key: 'user_id',
    streamEvent: 'user',
    schema: z.looseObject({
      user_id: z.string(),
      created_at: z.string(),
      status: z.enum(['active', 'pending']),
      name: z.object({ first_name: z.string(), middle_name: z.string(), last_name: z.string() }),
      emails: z.array(z.object({ email_id: z.string(), email: z.string(), verified: z.boolean() })),
      phone_numbers: z.array(
        z.object({ phone_id: z.string(), phone_number: z.string(), verified: z.boolean() }),
      ),
      providers: z.array(z.looseObject({ oauth_user_registration_id: z.string() })),
      totps: z.array(z.looseObject({ totp_id: z.string() })),
      crypto_wallets: z.array(z.looseObject({ crypto_wallet_id: z.string() })),
      webauthn_registrations: z.array(z.looseObject({ webauthn_registration_id: z.string() })),
      biometric_registrations: z.array(z.looseObject({ biometric_registration_id: z.string() })),
      password: z.object({ password_id: z.string(), requires_reset: z.boolean() }).nullable(),
      trusted_metadata: z.record(z.string(), z.unknown()),
      untrusted_metadata: z.record(z.string(), z.unknown()),
      roles: z.array(z.string()),
    }),
  }),
  sessions: describeCollection<SessionRecord>({
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
  }),
  messages: describeCollection<StoredMessage>({
    key: 'message_id',
    streamEvent: 'message',
    schema: z.looseObject({
      message_id: z.string(),
      created_at: z.string(),
      channel: messageChannel,
      // Absent from exports made before senders were recorded.
      from: z.object({ name: z.string().nullable(), address: z.string() }).optional(),
      to: z.string(),
      text: z.string(),
    }),
  }),
  events: describeCollection<TelemetryEvent>({
    key: 'event_id',
    streamEvent: 'event',
    schema: z.looseObject({ event_id: z.string() }),
  }),
  faults: describeCollection<Fault>({
    key: 'fault_id',
    streamEvent: 'fault',
    schema: z.looseObject({
      fault_id: z.string(),
      endpoint: z.string(),
      remaining: z.number().int().min(1),
      latency_ms: z.number().int().min(0).max(60_000),
      // Only the provider's errors, each with its own status (an older data dir's other faults are refused).
      error: z
        .object({ error_type: z.string(), status: faultStatus })
        .refine(
          ({ error_type, status }) =>
            Object.hasOwn(PROVIDER_ERRORS, error_type) &&
            PROVIDER_ERRORS[error_type as ProviderErrorType].status === status,
          {
            message: "a fault's error must be one of the provider's, with the status the provider gives it",
          },
        )
        .nullable(),
    }),
  }),
  // Found by the presented token's digest: the data dir never holds a link that would still sign in.
  email_tokens: describeCollection<EmailToken>({
    key: 'token_digest',
    owner: 'user_id',
    digestedSecret: { plainField: 'token', digestField: 'token_digest' },
    schema: z.looseObject({ token_digest: z.string(), user_id: z.string() }),
  }),
  otps: describeCollection<OtpRecord>({
    key: 'otp_id',
    owner: 'user_id',
    digestedSecret: { plainField: 'code', digestField: 'code_digest' },
    schema: z.looseObject({ otp_id: z.string(), user_id: z.string(), code_digest: z.string() }),
  }),
  password_hashes: describeCollection<PasswordHash>({
    key: 'user_id',
    owner: 'user_id',
    schema: z.looseObject({ user_id: z.string(), hash: z.string() }),
  }),
  password_failures: describeCollection<PasswordFailures>({
    key: 'user_id',
    owner: 'user_id',
    schema: z.looseObject({
      user_id: z.string(),
      consecutive_failures: z.number().int().min(0),
      locked_until: z.string().nullable(),
    }),
  }),
  totps: describeCollection<TotpRecord>({
    key: 'totp_id',
    owner: 'user_id',
    schema: z.looseObject({
      totp_id: z.string(),
      user_id: z.string(),
      secret: z.string(),
      expires_at: z.string(),
      verified: z.boolean(),
      last_used_step: z.number().int().nullable(),
      recovery_codes: z.array(
        z.object({ totp_recovery_code_id: z.string(), code: z.string(), used_at: z.string().nullable() }),
      ),
    }),
  }),
  // Codes and tokens of connected apps are found by the presented value's digest, never kept in plain.
  access_tokens: describeCollection<AccessTokenRecord>({
    key: 'access_token_digest',
    owner: 'user_id',
    digestedSecret: { plainField: 'access_token', digestField: 'access_token_digest' },
    schema: z.looseObject({
      access_token_digest: z.string(),
      user_id: z.string(),
      client_id: z.string(),
      scopes: z.array(z.string()),
      expires_at: z.string(),
    }),
  }),
  impersonation_tokens: describeCollection<ImpersonationTokenRecord>({
    key: 'impersonation_token_digest',
    owner: 'user_id',
    digestedSecret: { plainField: 'impersonation_token', digestField: 'impersonation_token_digest' },
    schema: z.looseObject({
      impersonation_token_digest: z.string(),
      user_id: z.string(),
      impersonator_id: z.string(),
      impersonator_email_address: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
    }),
  }),
  webauthn_credentials: describeCollection<WebAuthnCredentialRecord>({
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
  }),
  // Bound to a session, not a user: a primary login's challenge has no user yet. Expired ones are
  // dropped when the next one is issued.
  webauthn_challenges: describeCollection<WebAuthnChallengeRecord>({
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
  }),
  crypto_wallets: describeCollection<CryptoWalletRecord>({
    key: 'crypto_wallet_id',
    owner: 'user_id',
    // A sign-in names its wallet by type and address; one wallet belongs to one user.
    lookupKey: (wallet) => walletKey(wallet.crypto_wallet_type, wallet.crypto_wallet_address),
    // A sign-in moves the last use without touching the user: a panel listing wallets hears it here.
    streamEvent: 'crypto_wallet',
    schema: z.looseObject({
      crypto_wallet_id: z.string(),
      user_id: z.string(),
      crypto_wallet_address: z.string().min(1),
      crypto_wallet_type: z.enum(CRYPTO_WALLET_TYPES),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  }),
  // One per wallet, replaced by the wallet's next start; bound to a session for a secondary sign-in.
  // Expired ones are dropped when the next one is issued.
  crypto_wallet_challenges: describeCollection<CryptoWalletChallengeRecord>({
    key: 'wallet_key',
    schema: z.looseObject({
      wallet_key: z.string(),
      crypto_wallet_address: z.string(),
      crypto_wallet_type: z.enum(CRYPTO_WALLET_TYPES),
      session_id: z.string().nullable(),
      message: z.string(),
      nonce: z.string(),
      is_siwe: z.boolean(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
    }),
  }),
  // The people each simulated provider knows; the provider's, not any user's: deleting a user leaves them.
  oauth_identities: describeCollection<OAuthIdentityRecord>({
    key: 'identity_key',
    streamEvent: 'oauth_identity',
    schema: z.looseObject({ ...oauthIdentitySchema.shape, identity_key: z.string(), created_at: z.string() }),
  }),
  // Starts waiting on their consent page; removed when answered, expired ones when the next one starts.
  oauth_consents: describeCollection<OAuthConsentRecord>({
    key: 'consent_id',
    schema: z.looseObject({
      consent_id: z.string(),
      provider: oauthProvider,
      login_redirect_url: z.string(),
      signup_redirect_url: z.string(),
      code_challenge: z.string().nullable(),
      scopes: z.array(z.string()),
      provider_params: z.record(z.string(), z.string()),
      expires_at: z.string(),
    }),
  }),
  // Not a user's: the user is found or created only when the token is redeemed.
  oauth_tokens: describeCollection<OAuthTokenRecord>({
    key: 'token_digest',
    digestedSecret: { plainField: 'token', digestField: 'token_digest' },
    schema: z.looseObject({
      token_digest: z.string(),
      provider: oauthProvider,
      identity: oauthIdentitySchema,
      scopes: z.array(z.string()),
      code_challenge: z.string().nullable(),
      nonce: z.string().nullable(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
    }),
  }),
  // At most one per provider: how its next start is answered.
  oauth_pre_answers: describeCollection<OAuthPreAnswerRecord>({
    key: 'provider',
    streamEvent: 'oauth_pre_answer',
    schema: z.looseObject({
      provider: oauthProvider,
      answer: z.union([
        z.strictObject({ identity: oauthIdentitySchema }),
        z.strictObject({ cancel: z.literal(true) }),
      ]),
    }),
  }),
  // At most one per provider (social-sign-in/provider-keys): the key its ID tokens for this project are signed with.
  oauth_provider_keys: describeCollection<OAuthProviderKeyRecord>({
    key: 'provider',
    schema: z.looseObject({
      provider: oauthProvider,
      kid: z.string().min(1),
      private_jwk: z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string() }),
    }),
  }),
  // The project's OAuth clients; the project's, not any user's: deleting a user leaves them.
  connected_apps: describeCollection<ConnectedAppRecord>({
    key: 'client_id',
    streamEvent: 'connected_app',
    schema: z.looseObject({
      client_id: z.string().min(1),
      client_name: z.string(),
      client_type: z.enum(CONNECTED_APP_CLIENT_TYPES),
      redirect_uris: z.array(z.string()),
      post_logout_redirect_uris: z.array(z.string()),
      allowed_custom_scopes: z.array(z.string()),
      client_secret_digest: z.string().nullable(),
    }),
  }),
  // What each user consented to per client; announced so a panel listing connected apps hears grants and revokes.
  connected_app_grants: describeCollection<ConnectedAppGrantRecord>({
    key: 'grant_key',
    owner: 'user_id',
    streamEvent: 'connected_app_grant',
    schema: z.looseObject({
      grant_key: z.string(),
      user_id: z.string(),
      client_id: z.string(),
      scopes: z.array(z.string()),
      granted_at: z.string(),
    }),
  }),
  // Expired ones are dropped when the next one is issued.
  authorization_codes: describeCollection<AuthorizationCodeRecord>({
    key: 'code_digest',
    owner: 'user_id',
    digestedSecret: { plainField: 'code', digestField: 'code_digest' },
    schema: z.looseObject({
      code_digest: z.string(),
      client_id: z.string(),
      user_id: z.string(),
      redirect_uri: z.string(),
      code_challenge: z.string().nullable(),
      nonce: z.string().nullable(),
      scopes: z.array(z.string()),
      auth_time: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
    }),
  }),
  refresh_tokens: describeCollection<RefreshTokenRecord>({
    key: 'refresh_token_digest',
    owner: 'user_id',
    digestedSecret: { plainField: 'refresh_token', digestField: 'refresh_token_digest' },
    schema: z.looseObject({
      refresh_token_digest: z.string(),
      client_id: z.string(),
      user_id: z.string(),
      scopes: z.array(z.string()),
      auth_time: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
    }),
  }),
  // Services of the host app's backend: only the digests of their secrets are kept.
  m2m_clients: describeCollection<M2MClientRecord>({
    key: 'client_id',
    schema: z.looseObject({
      client_id: z.string(),
      status: z.enum(['active', 'inactive']),
      scopes: z.array(z.string()),
      client_secret_digest: z.string(),
      next_client_secret_digest: z.string().nullable(),
    }),
  }),
  // At most one record (openid-provider/provider-state): the issuer relying parties last discovered.
  oidc_provider: describeCollection<OidcProviderRecord>({
    key: 'provider_id',
    schema: z.looseObject({ provider_id: z.string(), discovered_issuer: z.string().nullable() }),
  }),
  // At most one record, under CLOCK_KEY: the project's clock offset, announced so a panel can show it.
  clock: describeCollection<ClockRecord>({
    key: 'clock_id',
    streamEvent: 'clock',
    schema: z.looseObject({ clock_id: z.string(), offset_ms: z.number().int() }),
  }),
};

type Table = typeof COLLECTIONS;

/** Every collection a project holds, and the record type each one stores. */
export type CollectionRecords = { [K in keyof Table]: RecordOf<Table[K]> };

export type CollectionName = keyof CollectionRecords;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export function descriptorOf<K extends CollectionName>(name: K): CollectionDescriptor<CollectionRecords[K]> {
  return COLLECTIONS[name] as CollectionDescriptor<CollectionRecords[K]>;
}
