import type { DeclaredErrorType } from './declared-error-types';

/** The statuses the emulator answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 413 | 415 | 421 | 429 | 431 | 500;

/**
 * Where a row's words come from: a page of the provider's documentation, a file of one of its SDKs
 * (a test run against its sandbox, a mock, the mobile SDKs' copies of its commonest answers, its API
 * spec), a real answer quoted in public, or `ours`: written here, in the provider's manner, where
 * nothing it publishes gives the words.
 */
export type TextSource =
  | `https://stytch.com/docs/${string}`
  | `SDK ${'test' | 'strings' | 'spec'} stytchauth/${string}`
  | `Answer quoted in ${string}`
  | 'ours';

/** One error the provider answers: its one status, and the words and link every such answer carries. */
export type ProviderErrorRow = {
  readonly status: ErrorStatus;
  /** The answer's `error_message`, word for word. */
  readonly message: string;
  readonly source: TextSource;
  /** The answer's `error_url` where the provider links elsewhere than its reference's entry. */
  readonly url?: string;
};

const ERRORS_400 = 'https://stytch.com/docs/api/errors/400';
const ERRORS_401 = 'https://stytch.com/docs/api/errors/401';
const ERRORS_403 = 'https://stytch.com/docs/api-reference/consumer/api/errors/403';
const ERRORS_404 = 'https://stytch.com/docs/api/errors/404';
/** Every method page of the reference shows these two answers' bodies. */
const METHOD_PAGE_EXAMPLES =
  'https://stytch.com/docs/api-reference/consumer/mobile-sdks/react-native-legacy/methods/passwords/create';
/** The backend SDK's tests against the provider's sandbox, which assert the whole answer. */
const SANDBOX_TEST = 'SDK test stytchauth/stytch-node test/b2c/sandbox.test.ts';
/** The mobile SDKs' copies of the commonest answers' words (stytch-ios holds the same). */
const SDK_STRINGS = 'SDK strings stytchauth/stytch-android source/sdk/src/main/res/values/strings.xml';
const QUOTED_ANSWER = 'Answer quoted in a public issue archive (AST-609, a Stytch test project, 2026)';

/**
 * The errors the provider's routes (`/sdk/v1`, `/v1`, the OAuth start page, the M2M token route) may
 * answer, each with the one status the provider gives it and the words it sends. Only names the client
 * declares compile here; every answer takes its status, `error_message` and `error_url` from this
 * table, so no name is ever answered with two statuses or in other words. What the emulator knows
 * beyond them (which user, which setting, why) goes to the request log, never into the answer.
 *
 * Statuses come from the provider's error reference (https://stytch.com/docs/api/errors/<status>) and
 * its sandbox values where those name the type; the rest follow the reference's families
 * (`*_not_found` 404, `unable_to_auth*` 401, other refusals of the request 400), as
 * emulator/README.md ("Errors") lists. Words come from the row's source; a row whose source is `ours`
 * was written here because nothing the provider publishes (that could be read) gives them.
 */
export const PROVIDER_ERRORS = {
  // The request itself.
  bad_request: {
    status: 400,
    message: 'The submitted request is invalid.',
    source: ERRORS_400,
  },
  route_not_found: {
    status: 404,
    message: 'The requested route could not be found.',
    source: 'ours',
  },
  internal_server_error: {
    status: 500,
    message:
      'Oops, something seems to have gone wrong, please reach out to support@stytch.com to let us know what went wrong.',
    source: METHOD_PAGE_EXAMPLES,
  },
  too_many_requests: {
    status: 429,
    message: 'Too many requests have been made.',
    source: METHOD_PAGE_EXAMPLES,
  },
  // Only the emulator's own limit answers it, before any project exists to log the detail in: its
  // words say how to lift the limit.
  too_many_projects: {
    status: 429,
    message:
      "Too many projects have been created. Reuse a public token, or raise the emulator's limit with --max-projects.",
    source: 'ours',
  },
  bad_domain_for_stytch_sdk: {
    status: 400,
    message:
      'This website has not been registered as an allowed domain for the Stytch SDK. Please add it here: https://stytch.com/dashboard/sdk-configuration',
    source: 'SDK test stytchauth/stytch-browser packages/web/src/ui/components/molecules/ErrorText.spec.tsx',
    url: 'https://stytch.com/dashboard/sdk-configuration',
  },
  public_token_required: {
    status: 400,
    message: 'The request is missing a public_token.',
    source: 'ours',
  },
  project_not_found: {
    status: 404,
    message: 'Project could not be found.',
    source: 'ours',
  },
  invalid_b2b_endpoint: {
    status: 400,
    message: 'This endpoint is only available to B2B projects.',
    source: 'ours',
  },
  unauthorized_credentials: {
    status: 401,
    message: 'Unauthorized credentials.',
    source: 'SDK spec stytchauth/stytch-mobile source/sdks/sdk/resources/openapi.yml',
  },
  consumer_session_authorization_error: {
    status: 403,
    message: 'The User is not authorized to perform the requested action on that resource.',
    source: ERRORS_403,
  },
  // Users and their factors.
  user_not_found: {
    status: 404,
    message: 'User could not be found.',
    source: 'ours',
  },
  email_not_found: {
    status: 404,
    message: 'Email could not be found.',
    source:
      'https://stytch.com/docs/api-reference/consumer/mobile-sdks/react-native-legacy/methods/passwords/authenticate',
  },
  phone_number_not_found: {
    status: 404,
    message: 'Phone Number could not be found.',
    source: SDK_STRINGS,
  },
  password_not_found: {
    status: 404,
    message: 'Password could not be found.',
    source: 'ours',
  },
  totp_not_found: {
    status: 404,
    message: 'TOTP could not be found.',
    source: 'ours',
  },
  crypto_wallet_not_found: {
    status: 404,
    message: 'Crypto wallet could not be found.',
    source: ERRORS_404,
  },
  oauth_user_registration_not_found: {
    status: 404,
    message: 'OAuth user registration could not be found.',
    source: 'ours',
  },
  webauthn_registration_not_found: {
    status: 404,
    message: 'The WebAuthn registration could not be found.',
    source: 'SDK test stytchauth/stytch-browser internal/mocks/src/index.ts',
  },
  biometric_registration_not_found: {
    status: 404,
    message: 'Biometric registration could not be found.',
    source: ERRORS_404,
  },
  invalid_email: {
    status: 400,
    message: 'Email format is invalid.',
    source: SDK_STRINGS,
  },
  invalid_phone_number: {
    status: 400,
    message: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    source: SDK_STRINGS,
  },
  invalid_user_id: {
    status: 400,
    message: 'user_id format is invalid.',
    source: 'ours',
  },
  duplicate_email: {
    status: 400,
    message: 'A user with the specified email already exists for this project.',
    source: SDK_STRINGS,
  },
  duplicate_phone_number: {
    status: 400,
    message: 'A user with the specified phone number already exists for this project.',
    source: SDK_STRINGS,
  },
  user_lock_limit_reached: {
    status: 429,
    message:
      'The user has been locked out due to too many failed authentication attempts. Please try again later.',
    source: SDK_STRINGS,
  },
  user_search_filter_name_not_recognized: {
    status: 400,
    message: 'The search filter_name is not recognized.',
    source: 'ours',
  },
  user_search_invalid_operator: {
    status: 400,
    message: 'The search operator must be AND or OR.',
    source: 'ours',
  },
  user_search_expected_string: {
    status: 400,
    message: 'The search filter_value must be a string.',
    source: 'ours',
  },
  user_search_expected_bool: {
    status: 400,
    message: 'The search filter_value must be a boolean.',
    source: 'ours',
  },
  user_search_expected_array_of_string: {
    status: 400,
    message: 'The search filter_value must be an array of strings.',
    source: 'ours',
  },
  user_search_expected_timestamp: {
    status: 400,
    message: 'The search filter_value must be an RFC 3339 timestamp.',
    source: 'ours',
  },
  user_search_missing_filter_value: {
    status: 400,
    message: 'The search filter is missing its filter_value.',
    source: 'ours',
  },
  user_search_invalid_cursor: {
    status: 400,
    message: 'The search cursor is invalid.',
    source: 'ours',
  },
  user_search_invalid_limit: {
    status: 400,
    message: 'The search limit must be between 1 and 1000.',
    source: 'ours',
  },
  user_search_invalid_status_filter: {
    status: 400,
    message: 'The search status filter must be active or pending.',
    source: 'ours',
  },
  // Sessions.
  session_not_found: {
    status: 404,
    message: 'Session could not be found.',
    source: SDK_STRINGS,
  },
  unable_to_parse_session_jwt: {
    status: 400,
    message: 'The session JWT could not be parsed.',
    source: 'ours',
  },
  no_session_arguments: {
    status: 400,
    message: 'Either a session_token or a session_jwt must be provided.',
    source: 'ours',
  },
  too_many_session_arguments: {
    status: 400,
    message: 'Only one of session_token or session_jwt may be provided.',
    source: 'ours',
  },
  no_session_revoke_arguments: {
    status: 400,
    message: 'One of session_id, session_token or session_jwt must be provided.',
    source: 'ours',
  },
  too_many_session_revoke_arguments: {
    status: 400,
    message: 'Only one of session_id, session_token or session_jwt may be provided.',
    source: 'ours',
  },
  user_id_mismatch: {
    status: 400,
    message: 'The user_id does not match the user of this request.',
    source: 'ours',
  },
  invalid_session_duration_minutes: {
    status: 400,
    message: 'session_duration_minutes is invalid, should be between 5 to 527040 minutes.',
    source: SDK_STRINGS,
  },
  reserved_claims_in_custom_claims: {
    status: 400,
    message: 'session_custom_claims cannot include reserved JWT claims.',
    source: 'ours',
  },
  stytch_claims_in_custom_claims: {
    status: 400,
    message: 'session_custom_claims cannot include claims in the Stytch namespace.',
    source: 'ours',
  },
  custom_claims_too_large: {
    status: 400,
    message: 'session_custom_claims are too large.',
    source: 'ours',
  },
  idp_access_token_not_found: {
    status: 404,
    message: 'The access token could not be found.',
    source: 'ours',
  },
  idp_access_token_expired: {
    status: 401,
    message: 'The access token has expired.',
    source: 'ours',
  },
  oauth_access_token_exchange_missing_full_access: {
    status: 400,
    message: 'The access token must carry the full_access scope to be exchanged for a session.',
    source: 'ours',
  },
  trusted_token_profile_not_found: {
    status: 404,
    message: 'Trusted token profile could not be found.',
    source: 'ours',
  },
  invalid_trusted_auth_token: {
    status: 401,
    message: 'The trusted auth token is invalid.',
    source: 'ours',
  },
  unable_to_auth_impersonation_token: {
    status: 401,
    message:
      'The impersonation token could not be authenticated because it was either already used or expired.',
    source: 'ours',
  },
  invalid_token: {
    status: 400,
    message: 'token format is invalid.',
    source: 'ours',
  },
  // Email links: magic links, invites, password resets.
  magic_link_not_found: {
    status: 404,
    message: 'The magic link could not be authenticated, try sending another magic link to the user.',
    source: SANDBOX_TEST,
  },
  unable_to_auth_magic_link: {
    status: 401,
    message:
      'The magic link could not be authenticated because it was either already used or expired. Send another magic link to this user.',
    source: SANDBOX_TEST,
  },
  unable_to_auth_password_reset_token: {
    status: 401,
    message:
      'The password reset token could not be authenticated because it was either already used or expired. Send another password reset email to this user.',
    source: 'ours',
  },
  pkce_expected_code_verifier: {
    status: 400,
    message:
      'This flow was started using a code_challenge but the authentication call is missing the corresponding code_verifier.',
    source: SDK_STRINGS,
  },
  pkce_did_not_expect_code_verifier: {
    status: 400,
    message:
      'This flow was not started using a code_challenge but the authentication call included a code_verifier.',
    source: 'ours',
  },
  pkce_mismatch: {
    status: 400,
    message: 'The submitted code_verifier does not match the code_challenge sent at the start of the flow.',
    source: SDK_STRINGS,
  },
  invalid_pkce_code_challenge: {
    status: 400,
    message: 'code_challenge format is invalid.',
    source: 'ours',
  },
  invalid_expiration: {
    status: 400,
    message: 'expiration_minutes is invalid.',
    source: 'ours',
  },
  invalid_login_magic_link_url: {
    status: 400,
    message: 'login_magic_link_url format is invalid.',
    source: 'ours',
  },
  invalid_signup_magic_link_url: {
    status: 400,
    message: 'signup_magic_link_url format is invalid.',
    source: 'ours',
  },
  invalid_invite_magic_link_url: {
    status: 400,
    message: 'invite_magic_link_url format is invalid.',
    source: 'ours',
  },
  invalid_login_redirect_url: {
    status: 400,
    message: 'login_redirect_url format is invalid.',
    source: 'ours',
  },
  invalid_password_reset_redirect_url: {
    status: 400,
    message:
      'The reset_password_redirect_url in the request is invalid or did not match any redirect URLs set for this project.',
    source: 'ours',
  },
  no_match_for_provided_magic_link_url: {
    status: 400,
    message:
      'The magic_link_url in the request did not match any redirect URLs set for this project. Please visit https://stytch.com/dashboard/redirect-urls to update the redirect URLs for this project. For more information on why this validation is necessary please visit https://stytch.com/docs/api/url-validation',
    source: QUOTED_ANSWER,
  },
  // Passcodes.
  // The mobile SDKs' copy of the answer; the reference's prose for the type is shorter.
  otp_code_not_found: {
    status: 404,
    message:
      'The passcode was incorrect and could not be authenticated, encourage the user to try inputting the passcode again or send another passcode.',
    source: SDK_STRINGS,
  },
  unable_to_auth_otp_code: {
    status: 401,
    message:
      'The passcode could not be authenticated because it was either already used or expired. Send another passcode to this user.',
    source: SDK_STRINGS,
  },
  invalid_expiration_otp: {
    status: 400,
    message: 'expiration_minutes is invalid for a passcode.',
    source: 'ours',
  },
  invalid_method_id: {
    status: 400,
    message: 'method_id format is invalid.',
    source: SDK_STRINGS,
  },
  // Passwords.
  weak_password: {
    status: 400,
    message: "password doesn't meet our strength requirements.",
    source: SDK_STRINGS,
  },
  breached_password: {
    status: 400,
    message: 'password appears in a list of breached passwords.',
    source: SDK_STRINGS,
  },
  reset_password: {
    status: 400,
    message: 'user must reset their password',
    source: SDK_STRINGS,
  },
  // TOTP and recovery codes.
  active_totp_exists: {
    status: 400,
    message:
      'Cannot create a new TOTP for the specified user since the user already has an active TOTP. Users may only have one active TOTP at a time.',
    source: ERRORS_400,
  },
  pending_totp_exists: {
    status: 400,
    message:
      'The user already has a TOTP waiting for its first code. Authenticate it, or wait for it to expire, before creating another.',
    source: 'ours',
  },
  totps_not_found_for_user: {
    status: 404,
    message: 'No TOTPs could be found for this user.',
    source: 'ours',
  },
  recovery_codes_not_found: {
    status: 404,
    message: 'Recovery codes could not be found for this user.',
    source: 'ours',
  },
  expired_totp: {
    status: 400,
    message: 'The TOTP was not authenticated in time. Create a new TOTP.',
    source: 'ours',
  },
  invalid_totp_code: {
    status: 400,
    message: 'totp_code format is invalid.',
    source: 'ours',
  },
  invalid_recovery_code: {
    status: 400,
    message: 'recovery_code format is invalid.',
    source: 'ours',
  },
  invalid_authenticator_type: {
    status: 400,
    message: 'authenticator_type is invalid.',
    source: 'ours',
  },
  recovery_code_used_as_totp_code: {
    status: 400,
    message: 'A recovery code was provided where a TOTP code was expected.',
    source: 'ours',
  },
  totp_code_used_as_recovery_code: {
    status: 400,
    message: 'A TOTP code was provided where a recovery code was expected.',
    source: 'ours',
  },
  totp_code_already_authenticated: {
    status: 400,
    message: 'This TOTP code has already been authenticated. Please attempt with the next generated code.',
    source: SDK_STRINGS,
  },
  unable_to_authenticate_totp: {
    status: 401,
    message: 'The TOTP code could not be authenticated.',
    source: 'ours',
  },
  unable_to_authenticate_recovery_code: {
    status: 401,
    message: 'The recovery code could not be authenticated.',
    source: 'ours',
  },
  // Passkeys.
  duplicate_webauthn_registration: {
    status: 400,
    message: 'A WebAuthn registration with this credential already exists for this project.',
    source: 'ours',
  },
  invalid_public_key_credential: {
    status: 400,
    message: 'public_key_credential is invalid.',
    source: 'ours',
  },
  invalid_public_key_credential_invalid_signature: {
    status: 400,
    message: 'The signature of the public_key_credential is invalid.',
    source: 'ours',
  },
  invalid_webauthn_registration_domain: {
    status: 400,
    message: 'The domain is not valid for a WebAuthn registration.',
    source: 'ours',
  },
  empty_webauthn_registration_name: {
    status: 400,
    message: 'The WebAuthn registration name cannot be empty.',
    source: 'ours',
  },
  no_pending_webauthn_registration: {
    status: 400,
    message: 'No pending WebAuthn registration or authentication could be found for this user.',
    source: 'ours',
  },
  unable_to_register_webauthn_registration: {
    status: 400,
    message: 'The WebAuthn registration could not be completed.',
    source: 'ours',
  },
  unable_to_auth_webauthn_registration: {
    status: 401,
    message: 'The WebAuthn registration could not be authenticated.',
    source: 'ours',
  },
  // Crypto wallets.
  invalid_wallet_type: {
    status: 400,
    message: 'crypto_wallet_type must be ethereum or solana.',
    source: 'ours',
  },
  invalid_crypto_wallet_address: {
    status: 400,
    message: 'crypto_wallet_address format is invalid.',
    source: 'ours',
  },
  invalid_ethereum_address: {
    status: 400,
    message: 'The Ethereum address is invalid.',
    source: 'ours',
  },
  invalid_solana_address: {
    status: 400,
    message: 'The Solana address is invalid.',
    source: 'ours',
  },
  duplicate_wallet_address: {
    status: 400,
    message: 'A user with the specified crypto wallet address already exists for this project.',
    source: 'ours',
  },
  invalid_signature: {
    status: 400,
    message: 'signature format is invalid.',
    source: 'ours',
  },
  signature_missing: {
    status: 400,
    message: 'A signature is required.',
    source: 'ours',
  },
  signature_is_incorrect_size: {
    status: 400,
    message: 'The signature is not the right size.',
    source: 'ours',
  },
  crypto_wallet_type_incompatible_with_siwe: {
    status: 400,
    message: 'Sign-In With Ethereum is only available for Ethereum wallets.',
    source: 'ours',
  },
  invalid_siwe_domain: {
    status: 400,
    message: 'The SIWE domain is invalid.',
    source: 'ours',
  },
  invalid_siwe_uri: {
    status: 400,
    message: 'The SIWE uri is invalid.',
    source: 'ours',
  },
  invalid_siwe_statement: {
    status: 400,
    message: 'The SIWE statement is invalid.',
    source: 'ours',
  },
  invalid_siwe_chain_id: {
    status: 400,
    message: 'The SIWE chain_id is invalid.',
    source: 'ours',
  },
  invalid_siwe_resource: {
    status: 400,
    message: 'The SIWE resources are invalid.',
    source: 'ours',
  },
  invalid_siwe_message_request_id: {
    status: 400,
    message: 'The SIWE message_request_id is invalid.',
    source: 'ours',
  },
  siwe_message_expired: {
    status: 400,
    message: 'The SIWE message has expired.',
    source: 'ours',
  },
  siwe_message_not_valid_yet: {
    status: 400,
    message: 'The SIWE message is not valid yet.',
    source: 'ours',
  },
  unable_to_authenticate_crypto_wallet: {
    status: 401,
    message: 'The crypto wallet could not be authenticated.',
    source: 'ours',
  },
  // OAuth and Google One Tap.
  // The answer names a member whatever the project's vertical, as the SDKs' copy of it does.
  oauth_token_not_found: {
    status: 400,
    message: 'Member OAuth Token not found',
    source: SDK_STRINGS,
  },
  oauth_config_not_found: {
    status: 400,
    message: 'The OAuth config for this provider could not be found.',
    source: 'ours',
  },
  invalid_oauth_provider: {
    status: 400,
    message: 'The OAuth provider is invalid.',
    source: 'ours',
  },
  invalid_oauth_attach_token: {
    status: 400,
    message: 'oauth_attach_token is invalid.',
    source: 'ours',
  },
  no_match_for_provided_oauth_url: {
    status: 400,
    message:
      'The oauth redirect url in the request did not match any redirect URLs set for this project. Please visit https://stytch.com/dashboard/redirect-urls to update the redirect URLs for this project. For more information on why this validation is necessary please visit https://stytch.com/docs/api/url-validation',
    source: QUOTED_ANSWER,
  },
  // stytch-python's tests against the sandbox match these answers as "There are no .* URLs registered".
  no_login_redirect_urls_set: {
    status: 400,
    message: 'There are no login redirect URLs registered for this project.',
    source: 'ours',
  },
  no_signup_redirect_urls_set: {
    status: 400,
    message: 'There are no signup redirect URLs registered for this project.',
    source: 'ours',
  },
  oauth_invalid_callback_request: {
    status: 400,
    message:
      'The OAuth callback request is invalid. Please reach out to the application developer for support.',
    source: SDK_STRINGS,
  },
  id_token_invalid: {
    status: 400,
    message: 'The ID token is invalid.',
    source: 'ours',
  },
  id_token_expired: {
    status: 400,
    message: 'The ID token has expired.',
    source: 'ours',
  },
  id_token_incorrect_audience: {
    status: 400,
    message: 'The audience of the ID token does not match the client ID.',
    source: 'ours',
  },
  id_token_nonce_invalid: {
    status: 400,
    message: 'The provided nonce does not match the nonce in the ID token.',
    source: SDK_STRINGS,
  },
  // Connected apps (the emulator as an identity provider).
  connected_app_not_found: {
    status: 404,
    message: 'The Connected App requested could not be found.',
    source: ERRORS_404,
  },
  connected_app_supplied_redirect_url_not_found_in_client: {
    status: 401,
    message: 'The redirect URL supplied in the request is not registered to the client.',
    source: ERRORS_401,
  },
  // The reference's words, as far as the copy that could be read gives them ("…in the d"); the end is ours.
  authorization_endpoint_not_configured_for_project: {
    status: 400,
    message:
      'The project does not have an authorization endpoint configured. Please configure it in the dashboard.',
    source: 'ours',
  },
  // Machine-to-machine clients.
  m2m_client_not_found: {
    status: 404,
    message: 'M2M client could not be found.',
    source: 'ours',
  },
  duplicate_m2m_client_id: {
    status: 400,
    message: 'An M2M client with the specified client_id already exists for this project.',
    source: 'ours',
  },
  m2m_client_not_rotating_secret: {
    status: 400,
    message: 'The M2M client is not rotating its secret.',
    source: 'ours',
  },
  m2m_client_already_rotating_secret: {
    status: 400,
    message: 'The M2M client is already rotating its secret.',
    source: 'ours',
  },
} as const satisfies { readonly [Type in DeclaredErrorType]?: ProviderErrorRow };

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

/**
 * The link an answer of this type carries: the reference's entry for it (`…/errors/404#otp_code_not_found`,
 * as the provider's sandbox answers), unless the provider links elsewhere.
 */
export function providerErrorUrl(type: ProviderErrorType): string {
  const row: ProviderErrorRow = PROVIDER_ERRORS[type];
  return row.url ?? `https://stytch.com/docs/api/errors/${row.status}#${type}`;
}
