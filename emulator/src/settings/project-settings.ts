import { DEFAULT_AUTHORIZED_ORIGINS } from '../http/authorized-origins';
import type { PasswordPolicy } from '../passwords/password-collections';
import type { RbacPolicy } from '../rbac/rbac-policy';
import type { TrustedTokenProfile } from '../trusted-tokens/trusted-token-profile';
import type { WebAuthnUserVerification } from '../webauthn/webauthn-collections';

/**
 * A project's own email sender, as the provider's template `sender_information` names it (which the
 * provider allows with a custom email domain): emails come from `from_name <from_local_part@from_domain>`.
 */
export type EmailSenderSetting = { from_name: string; from_local_part: string; from_domain: string };

/**
 * A project's settings, as the control API reads and changes them. A data dir or export written before
 * a setting existed lacks it: the store fills it from DEFAULT_SETTINGS on load.
 */
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
