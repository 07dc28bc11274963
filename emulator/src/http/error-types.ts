import type { DeclaredErrorType } from './declared-error-types';

/** The statuses the emulator answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 413 | 415 | 421 | 429 | 431 | 500;

/**
 * The errors the provider's routes (`/sdk/v1`, `/v1`, the OAuth start page, the M2M token route) may
 * answer, each with the one status the provider gives it. Only names the client declares compile here,
 * and every answer takes its status from this table, so no name is ever answered with two.
 *
 * Statuses come from the provider's error reference (https://stytch.com/docs/api/errors/<status>) and
 * its sandbox values where those name the type; the rest follow the reference's families
 * (`*_not_found` 404, `unable_to_auth*` 401, other refusals of the request 400), as
 * emulator/README.md ("Errors") lists.
 */
export const PROVIDER_ERRORS = {
  // The request itself.
  bad_request: 400,
  route_not_found: 404,
  internal_server_error: 500,
  too_many_requests: 429,
  too_many_projects: 429,
  bad_domain_for_stytch_sdk: 400,
  public_token_required: 400,
  project_not_found: 404,
  invalid_b2b_endpoint: 400,
  unauthorized_credentials: 401,
  consumer_session_authorization_error: 403,
  // Users and their factors.
  user_not_found: 404,
  email_not_found: 404,
  phone_number_not_found: 404,
  password_not_found: 404,
  totp_not_found: 404,
  crypto_wallet_not_found: 404,
  oauth_user_registration_not_found: 404,
  webauthn_registration_not_found: 404,
  biometric_registration_not_found: 404,
  invalid_email: 400,
  invalid_phone_number: 400,
  invalid_user_id: 400,
  duplicate_email: 400,
  duplicate_phone_number: 400,
  user_lock_limit_reached: 429,
  user_search_filter_name_not_recognized: 400,
  user_search_invalid_operator: 400,
  user_search_expected_string: 400,
  user_search_expected_bool: 400,
  user_search_expected_array_of_string: 400,
  user_search_expected_timestamp: 400,
  user_search_missing_filter_value: 400,
  user_search_invalid_cursor: 400,
  user_search_invalid_limit: 400,
  user_search_invalid_status_filter: 400,
  // Sessions.
  session_not_found: 404,
  unable_to_parse_session_jwt: 400,
  no_session_arguments: 400,
  too_many_session_arguments: 400,
  user_id_mismatch: 400,
  invalid_session_duration_minutes: 400,
  reserved_claims_in_custom_claims: 400,
  stytch_claims_in_custom_claims: 400,
  custom_claims_too_large: 400,
  idp_access_token_not_found: 404,
  idp_access_token_expired: 401,
  oauth_access_token_exchange_missing_full_access: 400,
  trusted_token_profile_not_found: 404,
  invalid_trusted_auth_token: 401,
  unable_to_auth_impersonation_token: 401,
  invalid_token: 400,
  // Email links: magic links, invites, password resets.
  magic_link_not_found: 404,
  unable_to_auth_magic_link: 401,
  unable_to_auth_password_reset_token: 401,
  pkce_expected_code_verifier: 400,
  pkce_did_not_expect_code_verifier: 400,
  pkce_mismatch: 400,
  invalid_pkce_code_challenge: 400,
  invalid_expiration: 400,
  invalid_login_magic_link_url: 400,
  invalid_signup_magic_link_url: 400,
  invalid_invite_magic_link_url: 400,
  invalid_login_redirect_url: 400,
  invalid_password_reset_redirect_url: 400,
  no_match_for_provided_magic_link_url: 400,
  // Passcodes.
  otp_code_not_found: 404,
  unable_to_auth_otp_code: 401,
  invalid_expiration_otp: 400,
  invalid_method_id: 400,
  // Passwords.
  weak_password: 400,
  breached_password: 400,
  reset_password: 400,
  // TOTP and recovery codes.
  active_totp_exists: 400,
  pending_totp_exists: 400,
  totps_not_found_for_user: 404,
  recovery_codes_not_found: 404,
  expired_totp: 400,
  invalid_totp_code: 400,
  invalid_recovery_code: 400,
  invalid_authenticator_type: 400,
  recovery_code_used_as_totp_code: 400,
  totp_code_used_as_recovery_code: 400,
  totp_code_already_authenticated: 400,
  unable_to_authenticate_totp: 401,
  unable_to_authenticate_recovery_code: 401,
  // Passkeys.
  duplicate_webauthn_registration: 400,
  invalid_public_key_credential: 400,
  invalid_public_key_credential_invalid_signature: 400,
  invalid_webauthn_registration_domain: 400,
  empty_webauthn_registration_name: 400,
  no_pending_webauthn_registration: 400,
  unable_to_register_webauthn_registration: 400,
  unable_to_auth_webauthn_registration: 401,
  // Crypto wallets.
  invalid_wallet_type: 400,
  invalid_crypto_wallet_address: 400,
  invalid_ethereum_address: 400,
  invalid_solana_address: 400,
  duplicate_wallet_address: 400,
  invalid_signature: 400,
  signature_missing: 400,
  signature_is_incorrect_size: 400,
  crypto_wallet_type_incompatible_with_siwe: 400,
  invalid_siwe_domain: 400,
  invalid_siwe_uri: 400,
  invalid_siwe_statement: 400,
  invalid_siwe_chain_id: 400,
  invalid_siwe_resource: 400,
  invalid_siwe_message_request_id: 400,
  siwe_message_expired: 400,
  siwe_message_not_valid_yet: 400,
  unable_to_authenticate_crypto_wallet: 401,
  // OAuth and Google One Tap.
  oauth_token_not_found: 400,
  oauth_config_not_found: 400,
  invalid_oauth_provider: 400,
  invalid_oauth_attach_token: 400,
  no_match_for_provided_oauth_url: 400,
  no_login_redirect_urls_set: 400,
  no_signup_redirect_urls_set: 400,
  oauth_invalid_callback_request: 400,
  id_token_invalid: 400,
  id_token_expired: 400,
  id_token_incorrect_audience: 400,
  id_token_nonce_invalid: 400,
  // Connected apps (the emulator as an identity provider).
  connected_app_not_found: 404,
  connected_app_supplied_redirect_url_not_found_in_client: 401,
  authorization_endpoint_not_configured_for_project: 400,
  // Machine-to-machine clients.
  m2m_client_not_found: 404,
  duplicate_m2m_client_id: 400,
  m2m_client_not_rotating_secret: 400,
  m2m_client_already_rotating_secret: 400,
} as const satisfies { readonly [Type in DeclaredErrorType]?: ErrorStatus };

/**
 * Errors of the emulator's own: its transport (before any route), its control API, and the pages it
 * serves in place of others (the OAuth consent page, Google's One Tap stand-ins). Named apart from the
 * provider's on purpose: a client never meets one on a provider route's answer to a valid request.
 */
export const EMULATOR_ERRORS = {
  request_too_large: 413,
  request_headers_too_large: 431,
  request_timeout: 408,
  unsupported_media_type: 415,
  host_not_allowed: 421,
  malformed_request: 400,
  cross_origin_request_refused: 403,
  invalid_control_token: 401,
  invalid_connected_app_scopes: 400,
  invalid_oauth_identity: 400,
  message_not_found: 404,
  sign_in_method_unavailable: 400,
  clock_cannot_go_back: 400,
  invalid_clock_change: 400,
  oauth_consent_not_found: 404,
  identity_not_found: 404,
  // Google's own answers, which Stytch's One Tap code reads from Google's script.
  origin_not_allowed_for_client: 403,
  invalid_client: 400,
} as const satisfies Record<string, ErrorStatus>;

export type ProviderErrorType = keyof typeof PROVIDER_ERRORS;
export type EmulatorErrorType = keyof typeof EMULATOR_ERRORS;

/**
 * The emulator's own names a request to a provider route can still meet: refusals of the request as
 * HTTP, before any route reads it (too large, not JSON, a host or a parser that refuses it).
 */
export const TRANSPORT_ERRORS: ReadonlySet<EmulatorErrorType> = new Set([
  'request_too_large',
  'request_headers_too_large',
  'request_timeout',
  'unsupported_media_type',
  'host_not_allowed',
  'malformed_request',
]);
