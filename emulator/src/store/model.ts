// jose's JSON Web Key, not node:crypto's: the control client's types must check in a page with no Node types.
import type { JWK } from 'jose';
import { DEFAULT_AUTHORIZED_ORIGINS } from '../http/authorized-origins';
import type { ProviderErrorType } from '../http/error-types';
import type { EmailLessProvider, OAuthProvider } from '../social-sign-in/providers';

/**
 * The emulator's data model. `User` and `Session` are exactly the provider's public shapes
 * (`../shared/reference/provider-contract.md` §12), so routes return stored records without mapping them.
 */

export type UserName = { first_name: string; middle_name: string; last_name: string };
export type UserEmail = { email_id: string; email: string; verified: boolean };
export type UserPhoneNumber = { phone_id: string; phone_number: string; verified: boolean };
export type UserProvider = {
  oauth_user_registration_id: string;
  provider_subject: string;
  provider_type: string;
  profile_picture_url: string;
  locale: string;
};
export type UserTotp = { totp_id: string; verified: boolean };
/** The chains a wallet may sign in with; any EVM chain's wallet is `ethereum`. */
export type CryptoWalletType = 'ethereum' | 'solana';

export type UserCryptoWallet = {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  verified: boolean;
};
export type UserWebAuthnRegistration = {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
  name: string;
};
export type UserBiometricRegistration = { biometric_registration_id: string; verified: boolean };
export type UserPassword = { password_id: string; requires_reset: boolean };

export type User = {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: UserName;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  providers: UserProvider[];
  totps: UserTotp[];
  crypto_wallets: UserCryptoWallet[];
  webauthn_registrations: UserWebAuthnRegistration[];
  biometric_registrations: UserBiometricRegistration[];
  password: UserPassword | null;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
  external_id?: string;
};

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

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

/** What a message is for: what the terminal calls it, so nobody reads it out of the wording. */
export type MessageKind = 'login_link' | 'signup_link' | 'invite' | 'password_reset_link' | 'passcode';

/**
 * Who a message comes from: an email's display name and address (`Login <login@stytchtest.com>`),
 * or the number a text or WhatsApp message is sent from (no name).
 */
export type MessageSender = { name: string | null; address: string };

/** A message the provider would have sent; kept in the project's inbox instead. */
export type InboxMessage = {
  message_id: string;
  created_at: string;
  channel: MessageChannel;
  from: MessageSender;
  to: string;
  /** An email's subject; texts have none. */
  subject: string | null;
  text: string;
  link: string | null;
  code: string | null;
  /** Absent from messages kept (or imported) from before it was recorded. */
  kind?: MessageKind;
};

/**
 * A message as the inbox keeps it: those kept (or imported) from before senders were recorded have
 * none, and are read with the sender they would have had (messages/inbox).
 */
export type StoredMessage = Omit<InboxMessage, 'from'> & { from?: MessageSender };

/** One telemetry event the client posted to `/sdk/v1/events`. */
export type TelemetryEvent = {
  event_id: string;
  received_at: string;
  event_name: string;
  details: unknown;
  telemetry: unknown;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
};

/** The next `remaining` calls to `endpoint` fail with an error, or are delayed, or both. */
export type Fault = {
  fault_id: string;
  /** A path after `/sdk/v1`, e.g. `/otps/authenticate`. */
  endpoint: string;
  remaining: number;
  latency_ms: number;
  /** One of the provider's errors, with the status the provider answers it with. */
  error: { error_type: ProviderErrorType; status: number } | null;
};

/**
 * A one-time token sent by email: magic links and password resets. Only its digest is kept (see
 * store/secret-digest): the email in the inbox is the one place the token itself is written.
 */
export type EmailToken = {
  /** `secretDigest(token)`; the record's key. */
  token_digest: string;
  kind: 'magic_link' | 'password_reset';
  user_id: string;
  email_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The PKCE challenge given at send time; the authenticate call must then present its verifier. */
  code_challenge: string | null;
};

/**
 * A passcode sent by SMS, WhatsApp or email; `method_id` names the phone or email it went to. Only
 * the code's digest is kept: the message in the inbox is the one place the code itself is written.
 */
export type OtpRecord = {
  otp_id: string;
  method_id: string;
  user_id: string;
  channel: MessageChannel;
  /** `secretDigest(code)`. */
  code_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** One of a TOTP's single-use recovery codes; `used_at` is set when `totps/recover` spends it. */
export type TotpRecoveryCode = { totp_recovery_code_id: string; code: string; used_at: string | null };

/**
 * A user's authenticator-app registration with its shared secret; `User.totps` lists only its id
 * and whether a code has proven it. An unproven one is usable until `expires_at`.
 */
export type TotpRecord = {
  totp_id: string;
  user_id: string;
  /** Base32, as authenticator apps take it. */
  secret: string;
  created_at: string;
  expires_at: string;
  verified: boolean;
  /** The 30-second step of the last code accepted: that code, and older ones, are refused after it. */
  last_used_step: number | null;
  recovery_codes: TotpRecoveryCode[];
};

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

/**
 * The stored side of a user's crypto wallet: who owns it and when it was added and last signed in.
 * The public entry (address, type, verified) is the user's `crypto_wallets` entry of the same id.
 */
export type CryptoWalletRecord = {
  crypto_wallet_id: string;
  user_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  created_at: string;
  last_used_at: string | null;
};

/**
 * The text a `crypto_wallets/authenticate/start` call asked a wallet to sign, single-use and valid
 * until `expires_at`. One per wallet: the authenticate call names only the address, so a new start
 * for the same wallet replaces the last challenge.
 */
export type CryptoWalletChallengeRecord = {
  /** `<type>:<address>`, the address in the form lookups compare (see crypto-wallets/wallet-address). */
  wallet_key: string;
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  /** The session a secondary start was bound to; null for a primary one. */
  session_id: string | null;
  /** Exactly the text handed out, which the signature must cover. */
  message: string;
  nonce: string;
  /** Whether `message` is an EIP-4361 (Sign-In with Ethereum) message, checked further on authenticate. */
  is_siwe: boolean;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /**
   * Set when a server started the sign-in through the backend API: the user the wallet was given to
   * at the start (its owner, the user named, or one made for it). Absent for a page's sign-in. Each
   * API answers only its own challenges.
   */
  backend?: { user_id: string };
};

/**
 * An access token of a connected app, issued by the token endpoint (or minted through the control
 * API); `sessions/exchange_access_token` trades it for a session, userinfo answers for it.
 */
export type AccessTokenRecord = {
  /** `secretDigest(access_token)`; the record's key. The token itself is handed out once. */
  access_token_digest: string;
  user_id: string;
  client_id: string;
  scopes: string[];
  created_at: string;
  expires_at: string;
};

/** An access token the control API minted: the record, with the token itself (answered only then). */
export type MintedAccessToken = Omit<AccessTokenRecord, 'access_token_digest'> & { access_token: string };

/**
 * A single-use impersonation token minted through the control API for one user; the token itself is
 * handed out once, in the control API's answer, and only its digest is kept.
 */
export type ImpersonationTokenRecord = {
  /** `secretDigest(impersonation_token)`; the record's key. */
  impersonation_token_digest: string;
  user_id: string;
  impersonator_id: string;
  impersonator_email_address: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** What minting an impersonation token answers: the record, with the token itself instead of its digest. */
export type MintedImpersonationToken = Omit<ImpersonationTokenRecord, 'impersonation_token_digest'> & {
  impersonation_token: string;
};

/**
 * A trusted token profile: `sessions/attest` trades a JWT for a session when it is signed by one of
 * `public_key_pems` and names `issuer` and `audience`. The claims named in `attribute_mapping` give
 * the user's email and the token's id.
 */
export type TrustedTokenProfile = {
  profile_id: string;
  issuer: string;
  audience: string;
  public_key_pems: string[];
  attribute_mapping: { email: string; token_id: string };
  /** Whether a token for an email no user has creates that user. */
  can_jit_provision: boolean;
};

/**
 * A user's wrong passwords since the last right one, and the lock they set: after the project's
 * `password_lockout_threshold` in a row, password logins are refused until `locked_until`.
 */
export type PasswordFailures = {
  user_id: string;
  consecutive_failures: number;
  locked_until: string | null;
  /** When the current lock began; absent in records written before it was kept. */
  locked_at?: string | null;
};

/** A user's password, hashed; the public `User.password` only says that one exists. */
export type PasswordHash = { user_id: string; password_id: string; hash: string; updated_at: string };

/** How new passwords are judged; `none` takes any non-empty password that is not breached. */
export type PasswordPolicy =
  | { policy: 'zxcvbn' }
  | { policy: 'luds'; min_length: number; min_complexity: 1 | 2 | 3 | 4 }
  | { policy: 'none' };

/**
 * Someone a simulated provider knows: what its consent page offers to sign in as, and what the ID
 * token and profile of a sign-in carry. One per provider and `provider_subject` in a project.
 */
export type OAuthIdentity = {
  provider: OAuthProvider;
  provider_subject: string;
  name: string;
  /** Empty when the provider shares no email. */
  email: string;
  email_verified: boolean;
  picture_url: string;
  locale: string;
};

/** A stored identity, keyed `<provider>:<provider_subject>`. */
export type OAuthIdentityRecord = OAuthIdentity & { identity_key: string; created_at: string };

/**
 * What an OAuth start asked for, kept server-side while the consent page is shown: the page's form
 * carries only `consent_id`, so no hidden field can choose where the user is sent. Single-use.
 */
export type OAuthConsentRecord = {
  consent_id: string;
  provider: OAuthProvider;
  /** Both already checked against the project's allow-list (or its defaults). */
  login_redirect_url: string;
  signup_redirect_url: string;
  code_challenge: string | null;
  /** The provider's default scopes followed by the app's `custom_scopes`. */
  scopes: string[];
  /** Each `provider_<key>` query parameter, by `<key>`. */
  provider_params: Record<string, string>;
  created_at: string;
  expires_at: string;
};

/**
 * The single-use `token` a finished OAuth flow hands the app in its redirect; `oauth/authenticate`
 * trades it for a session of the identity's user. Only its digest is kept.
 */
export type OAuthTokenRecord = {
  /** `secretDigest(token)`; the record's key. */
  token_digest: string;
  provider: OAuthProvider;
  identity: OAuthIdentity;
  scopes: string[];
  /** Where the token was sent, for whoever inspects an export. */
  redirect_url: string;
  /** Whether the flow sent the user to the signup redirect. */
  is_new_user: boolean;
  code_challenge: string | null;
  /** Put in the ID token (`provider_nonce` of the start, or One Tap's nonce). */
  nonce: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** How the next start of a provider is answered without its consent page (control API). */
export type OAuthPreAnswer = { identity: OAuthIdentity } | { cancel: true };

export type OAuthPreAnswerRecord = { provider: OAuthProvider; answer: OAuthPreAnswer };

/**
 * The RSA key a simulated provider signs this project's ID tokens with (RS256, as Google, Apple and
 * Microsoft sign theirs), made on the provider's first token for the project.
 */
export type OAuthProviderKeyRecord = { provider: OAuthProvider; kid: string; private_jwk: JWK };

export type RbacPolicy = {
  roles: {
    role_id: string;
    description: string;
    permissions: { resource_id: string; actions: string[] }[];
  }[];
  resources: { resource_id: string; description: string; actions: string[] }[];
  scopes: { scope: string; description: string; permissions: { resource_id: string; actions: string[] }[] }[];
};

/**
 * A project's own email sender, as the provider's template `sender_information` names it (which the
 * provider allows with a custom email domain): emails come from `from_name <from_local_part@from_domain>`.
 */
export type EmailSenderSetting = { from_name: string; from_local_part: string; from_domain: string };

export type ProjectSettings = {
  project_name: string;
  /** Where emails come from; null for the provider's default sender (see messages/message-senders). */
  email_sender: EmailSenderSetting | null;
  disable_sdk_watermark: boolean;
  email_domains: string[];
  password_policy: PasswordPolicy;
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  rbac_policy: RbacPolicy;
  default_login_redirect_url: string;
  default_signup_redirect_url: string;
  /**
   * Where emailed links may lead: a redirect must match one entry's scheme, host and port (`*` = any
   * port) and start with its path. See http/redirect-allow-list.
   */
  redirect_urls: string[];
  /**
   * The page origins (port may be `*`) that may call the browser-SDK API and show Google One Tap,
   * as a project's authorized domains on the provider. See http/authorized-origins.
   */
  authorized_origins: string[];
  otp_expiration_minutes: number;
  /** Wrong passwords in a row that lock an account's password logins; 0 never locks. */
  password_lockout_threshold: number;
  /** How long such a lock lasts, in the project's time; a new password (a reset) lifts it at once. */
  password_lockout_minutes: number;
  /** Profiles `sessions/attest` checks tokens against, by `profile_id`. */
  trusted_token_profiles: TrustedTokenProfile[];
  /**
   * The RP ids (`domain`) WebAuthn ceremonies may name; the calling page's hostname must also be one
   * of them or a subdomain of it.
   */
  webauthn_allowed_domains: string[];
  /** What WebAuthn options ask of the authenticator; `required` also makes the emulator refuse a ceremony without UV. */
  webauthn_user_verification: WebAuthnUserVerification;
  /**
   * Ethereum sign-ins get an EIP-4361 message built from the client's `siwe_params`; the bootstrap
   * reports it so the client sends them.
   */
  siwe_required_for_crypto_wallets: boolean;
  /** Providers whose start fails as `oauth_config_not_found`, as for a provider the project has not set up. */
  oauth_disabled_providers: string[];
  /** The Google client id: the `aud` of Google ID tokens, and what One Tap hands Google's script. */
  google_client_id: string;
  /**
   * The page hosting the widget in identity-provider mode: the discovery document's
   * `authorization_endpoint` and `end_session_endpoint`. Discovery is refused while it is null.
   */
  idp_authorization_url: string | null;
};

/** The name a new project gets unless the emulator is started with another (`--project-name`). */
export const DEFAULT_PROJECT_NAME = 'Emulator';

export const DEFAULT_SETTINGS: ProjectSettings = {
  project_name: DEFAULT_PROJECT_NAME,
  email_sender: null,
  disable_sdk_watermark: true,
  email_domains: [],
  password_policy: { policy: 'zxcvbn' },
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  rbac_policy: { roles: [], resources: [], scopes: [] },
  default_login_redirect_url: 'http://localhost:3000/authenticate',
  default_signup_redirect_url: 'http://localhost:3000/authenticate',
  // Test pages and the testbed serve from a loopback address on whatever port is free.
  redirect_urls: ['http://localhost:*/', 'http://127.0.0.1:*/'],
  authorized_origins: [...DEFAULT_AUTHORIZED_ORIGINS],
  otp_expiration_minutes: 5,
  // The provider's user locks last an hour by default.
  password_lockout_threshold: 10,
  password_lockout_minutes: 60,
  trusted_token_profiles: [],
  // Test pages and the testbed are served from localhost; browsers refuse IP addresses as RP ids.
  webauthn_allowed_domains: ['localhost'],
  webauthn_user_verification: 'preferred',
  siwe_required_for_crypto_wallets: false,
  oauth_disabled_providers: [],
  google_client_id: 'emulator-google-client.apps.googleusercontent.com',
  idp_authorization_url: null,
};

/**
 * How an OAuth client of the project ("connected app") is trusted: first-party clients never ask
 * for consent; public clients hold no secret and must use PKCE.
 */
export type ConnectedAppClientType =
  | 'first_party'
  | 'first_party_public'
  | 'third_party'
  | 'third_party_public';

export type ConnectedApp = {
  client_id: string;
  client_name: string;
  client_description: string;
  client_logo_url: string | null;
  client_type: ConnectedAppClientType;
  /** Compared exactly, character for character. */
  redirect_uris: string[];
  /** Compared exactly, character for character. */
  post_logout_redirect_uris: string[];
  /** Custom (non-standard) scopes this client may ask for; each must exist in the project's rbac_policy.scopes. */
  allowed_custom_scopes: string[];
  created_at: string;
};

/** What the control API returns on create: confidential types (first_party, third_party) also get their secret, once. */
export type CreatedConnectedApp = ConnectedApp & { client_secret: string | null };

export type ConnectedAppInput = Omit<
  ConnectedApp,
  | 'client_id'
  | 'created_at'
  | 'client_description'
  | 'client_logo_url'
  | 'post_logout_redirect_uris'
  | 'allowed_custom_scopes'
> &
  Partial<
    Pick<
      ConnectedApp,
      | 'client_id'
      | 'client_description'
      | 'client_logo_url'
      | 'post_logout_redirect_uris'
      | 'allowed_custom_scopes'
    >
  > & {
    /** Optional fixed secret (so a restarted testbed keeps working); generated when absent for confidential types. */
    client_secret?: string;
  };

/** A stored client: only the digest of its secret is kept, as the provider keeps only a hash. */
export type ConnectedAppRecord = ConnectedApp & { client_secret_digest: string | null };

/** A user's grant to one app, as `users/connected_apps` and the control API list it. */
export type UserConnectedApp = {
  client_id: string;
  client_name: string;
  client_type: ConnectedAppClientType;
  scopes: string[];
  granted_at: string;
};

/**
 * The scopes a user consented to for one client, keyed `<user_id> <client_id>`: a later authorize
 * asking for no more than these needs no consent. Revoking the app deletes it with the app's tokens.
 */
export type ConnectedAppGrantRecord = {
  grant_key: string;
  user_id: string;
  client_id: string;
  scopes: string[];
  granted_at: string;
};

/** A single-use authorization code, bound to everything the token request must repeat or prove. */
export type AuthorizationCodeRecord = {
  /** `secretDigest(code)`; the record's key. The code itself travels only in the redirect. */
  code_digest: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  /** S256 challenge; null when the (confidential) client sent none. */
  code_challenge: string | null;
  nonce: string | null;
  scopes: string[];
  /** When the user last authenticated: the session's start, carried into the ID token's `auth_time`. */
  auth_time: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/**
 * A refresh token of a connected app. Rotated on use: the used one keeps `used_at`, so presenting it
 * again is recognised as a replay, which revokes every token the client holds for the user.
 */
export type RefreshTokenRecord = {
  /** `secretDigest(refresh_token)`; the record's key. The token itself is handed out once. */
  refresh_token_digest: string;
  client_id: string;
  user_id: string;
  scopes: string[];
  auth_time: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/**
 * A machine-to-machine client of the project: a service that trades its id and secret for a JWT
 * access token with its scopes (the client-credentials grant of the backend API).
 */
export type M2MClient = {
  client_id: string;
  client_name: string;
  client_description: string;
  status: 'active' | 'inactive';
  scopes: string[];
  trusted_metadata: Record<string, unknown>;
  client_secret_last_four: string;
  /** Set while a rotation is under way: both secrets work until it completes or is cancelled. */
  next_client_secret_last_four: string | null;
};

/** A stored M2M client: its secrets only as digests, as the provider shows a secret once. */
export type M2MClientRecord = M2MClient & {
  client_secret_digest: string;
  next_client_secret_digest: string | null;
  created_at: string;
};

/**
 * The project as an OpenID provider, beyond the key it signs with: at most one record, made on the
 * first discovery. `discovered_issuer` is the issuer relying parties last discovered, which
 * authorization responses name in `iss` (RFC 9207), since the page's calls reach the emulator on
 * another origin than the relying party's.
 */
export type OidcProviderRecord = {
  provider_id: string;
  discovered_issuer: string | null;
};
