import type { ProviderErrorType } from '../http/error-types';
import {
  emailLoginOrCreate,
  emailSent,
  inviteRevoked,
  magicLinkAuthenticated,
  oauthAuthenticated,
  passcodeAuthenticated,
  passwordAuthenticated,
  passwordCreated,
  phoneLoginOrCreate,
  phoneSent,
  recoveryCodesListed,
  type SandboxCall,
  sessionAuthenticated,
  totpAuthenticated,
  totpCreated,
  totpRecovered,
  walletAuthenticated,
  walletChallenged,
} from './sandbox-answers';
import {
  SANDBOX_EMAIL,
  SANDBOX_EMAIL_ID,
  SANDBOX_PHONE_ID,
  SANDBOX_PHONE_NUMBER,
  SANDBOX_RECOVERY_CODE,
  SANDBOX_SESSION_TOKEN,
  SANDBOX_TOTP_CODE,
  SANDBOX_USER_ID,
  SANDBOX_WALLET_ADDRESS,
  SANDBOX_WALLET_SIGNATURE,
} from './sandbox-user';

/** A field that may hold any string: the sandbox passwords answer whatever the password. */
export const ANY_STRING = Symbol('any string');
/** A `session_jwt` that verifies against the project's keys and names the sandbox session. */
export const SANDBOX_SESSION_JWT = Symbol('the sandbox session JWT');

/** What one request field must be: this string, one of these, any string, or the sandbox session's JWT. */
export type SandboxRule = string | readonly string[] | typeof ANY_STRING | typeof SANDBOX_SESSION_JWT;

/** Where the provider says what a value answers. */
export type SandboxSource =
  | { kind: 'docs'; url: string; section: string }
  | { kind: 'sdk test'; url: string; test: string }
  | { kind: 'ours'; why: string };

export type SandboxOutcome =
  | { answer: (call: SandboxCall) => object | Promise<object> }
  | { error: ProviderErrorType };

export type SandboxValue = {
  /** The backend route (the browser API never answers sandbox values). */
  route: `/v1/${string}`;
  /** The request fields that make the call a sandbox call; other fields are not looked at. */
  match: Readonly<Record<string, SandboxRule>>;
  outcome: SandboxOutcome;
  source: SandboxSource;
};

const DOCS = 'https://stytch.com/docs/api-reference/consumer/api/resources/sandbox-values';
const docs = (section: string): SandboxSource => ({ kind: 'docs', url: DOCS, section });

// The provider's SDKs run these against a Test environment in their integration tests.
const NODE_TEST =
  'https://github.com/stytchauth/stytch-node/blob/0112440dde7464488e42a9dcfaa04fd0f300b90b/test/b2c/sandbox.test.ts';
const RUBY_TEST = 'https://github.com/stytchauth/stytch-ruby/blob/HEAD/spec/stytch/integration_test_spec.rb';
const PYTHON_CONSTANTS = 'https://github.com/stytchauth/stytch-python/blob/HEAD/test/constants.py';
const sdkTest = (url: string, test: string): SandboxSource => ({ kind: 'sdk test', url, test });

const ok = (answer: (call: SandboxCall) => object | Promise<object>): SandboxOutcome => ({ answer });
const refused = (error: ProviderErrorType): SandboxOutcome => ({ error });

/**
 * Every sandbox value of the provider's consumer API, with its answer: the one place the emulator
 * decides that a call is a sandbox call. Test projects only (`project-test-…`), backend API only;
 * anywhere else these values are ordinary input. A sandbox send delivers nothing.
 */
export const SANDBOX_VALUES: readonly SandboxValue[] = [
  // Magic links: sending to the sandbox address, and three tokens.
  {
    route: '/v1/magic_links/email/send',
    match: { email: SANDBOX_EMAIL },
    outcome: ok(emailSent),
    source: docs('Magic Links'),
  },
  {
    route: '/v1/magic_links/email/login_or_create',
    match: { email: SANDBOX_EMAIL },
    outcome: ok(emailLoginOrCreate),
    source: sdkTest(NODE_TEST, 'magicLinks.email.loginOrCreate'),
  },
  {
    route: '/v1/magic_links/email/invite',
    match: { email: SANDBOX_EMAIL },
    outcome: ok(emailSent),
    source: sdkTest(NODE_TEST, 'magicLinks.email.invite'),
  },
  {
    route: '/v1/magic_links/email/revoke_invite',
    match: { email: SANDBOX_EMAIL },
    outcome: ok(inviteRevoked),
    source: sdkTest(NODE_TEST, 'magicLinks.email.revokeInvite'),
  },
  {
    route: '/v1/magic_links/authenticate',
    match: { token: 'DOYoip3rvIMMW5lgItikFK-Ak1CfMsgjuiCyI7uuU94=' },
    outcome: ok(magicLinkAuthenticated),
    source: docs('Magic Links'),
  },
  {
    route: '/v1/magic_links/authenticate',
    match: { token: '3pzjQpgksDlGKWEwUq2Up--hCHC_0oamfLHyfspKDFU=' },
    outcome: refused('unable_to_auth_magic_link'),
    source: docs('Magic Links'),
  },
  {
    route: '/v1/magic_links/authenticate',
    match: { token: 'CprTtwhnRNiMBiUS2jSLcWYrfuO2POeBNdo5HhW6qTM=' },
    outcome: refused('magic_link_not_found'),
    source: docs('Magic Links'),
  },
  // Passcodes: sending to the sandbox phone number and address, and the code for what they answered.
  {
    route: '/v1/otps/sms/send',
    match: { phone_number: SANDBOX_PHONE_NUMBER },
    outcome: ok(phoneSent),
    source: docs('One-time Passcodes (OTP)'),
  },
  {
    route: '/v1/otps/whatsapp/send',
    match: { phone_number: SANDBOX_PHONE_NUMBER },
    outcome: ok(phoneSent),
    source: docs('One-time Passcodes (OTP)'),
  },
  {
    route: '/v1/otps/email/send',
    match: { email: SANDBOX_EMAIL },
    outcome: ok(emailSent),
    source: docs('One-time Passcodes (OTP)'),
  },
  {
    route: '/v1/otps/sms/login_or_create',
    match: { phone_number: SANDBOX_PHONE_NUMBER },
    outcome: ok(phoneLoginOrCreate),
    source: sdkTest(RUBY_TEST, 'otps.sms.login_or_create'),
  },
  {
    route: '/v1/otps/whatsapp/login_or_create',
    match: { phone_number: SANDBOX_PHONE_NUMBER },
    outcome: ok(phoneLoginOrCreate),
    source: sdkTest(RUBY_TEST, 'otps.whatsapp.login_or_create'),
  },
  {
    route: '/v1/otps/email/login_or_create',
    match: { email: SANDBOX_EMAIL },
    outcome: ok(emailLoginOrCreate),
    source: sdkTest(RUBY_TEST, 'otps.email.login_or_create'),
  },
  {
    route: '/v1/otps/authenticate',
    match: { method_id: [SANDBOX_EMAIL_ID, SANDBOX_PHONE_ID], code: '000000' },
    outcome: ok(passcodeAuthenticated),
    source: docs('One-time Passcodes (OTP)'),
  },
  // OAuth: two tokens.
  {
    route: '/v1/oauth/authenticate',
    match: { token: 'hdPVZHHX0UoRa7hJTuuPHi1vlddffSnoweRbVFf5-H8g' },
    outcome: ok(oauthAuthenticated),
    source: docs('OAuth Logins'),
  },
  {
    route: '/v1/oauth/authenticate',
    match: { token: '59cnLELtq5cFVS6uYK9f-pAWzBkhqZl8AvLhbhOvKNWw' },
    outcome: refused('oauth_token_not_found'),
    source: docs('OAuth Logins'),
  },
  // Sessions: two tokens, and the JWT a sandbox answer signed.
  {
    route: '/v1/sessions/authenticate',
    match: { session_token: SANDBOX_SESSION_TOKEN },
    outcome: ok(sessionAuthenticated),
    source: docs('Session Management'),
  },
  {
    route: '/v1/sessions/authenticate',
    match: { session_token: '59cnLELtq5cFVS6uYK9f-pAWzBkhqZl8AvLhbhOvKNWw' },
    outcome: refused('session_not_found'),
    source: docs('Session Management'),
  },
  {
    route: '/v1/sessions/authenticate',
    match: { session_jwt: SANDBOX_SESSION_JWT },
    outcome: ok(sessionAuthenticated),
    source: {
      kind: 'ours',
      why: "the sandbox session's JWT names that session, so the SDK's remote check of it (`authenticateJwt` once the JWT is stale) answers as its token does",
    },
  },
  // Passwords: the sandbox address, whatever the password.
  {
    route: '/v1/passwords',
    match: { email: SANDBOX_EMAIL, password: ANY_STRING },
    outcome: ok(passwordCreated),
    source: docs('Passwords'),
  },
  {
    route: '/v1/passwords/authenticate',
    match: { email: SANDBOX_EMAIL, password: ANY_STRING },
    outcome: ok(passwordAuthenticated),
    source: docs('Passwords'),
  },
  // Crypto wallets: an Ethereum address and a signature that is not one.
  {
    route: '/v1/crypto_wallets/authenticate/start',
    match: { crypto_wallet_type: 'ethereum', crypto_wallet_address: SANDBOX_WALLET_ADDRESS },
    outcome: ok(walletChallenged),
    source: sdkTest(PYTHON_CONSTANTS, 'TEST_CRYPTO_WALLET_ADDRESS'),
  },
  {
    route: '/v1/crypto_wallets/authenticate',
    match: {
      crypto_wallet_type: 'ethereum',
      crypto_wallet_address: SANDBOX_WALLET_ADDRESS,
      signature: SANDBOX_WALLET_SIGNATURE,
    },
    outcome: ok(walletAuthenticated),
    source: sdkTest(PYTHON_CONSTANTS, 'TEST_CRYPTO_SIGNATURE'),
  },
  // TOTP: the sandbox user, its code and a recovery code.
  {
    route: '/v1/totps',
    match: { user_id: SANDBOX_USER_ID },
    outcome: ok(totpCreated),
    source: sdkTest(PYTHON_CONSTANTS, 'TEST_TOTP_USER_ID'),
  },
  {
    route: '/v1/totps/authenticate',
    match: { user_id: SANDBOX_USER_ID, totp_code: SANDBOX_TOTP_CODE },
    outcome: ok(totpAuthenticated),
    source: sdkTest(PYTHON_CONSTANTS, 'TEST_TOTP_CODE'),
  },
  {
    route: '/v1/totps/recovery_codes',
    match: { user_id: SANDBOX_USER_ID },
    outcome: ok(recoveryCodesListed),
    source: sdkTest(PYTHON_CONSTANTS, 'TEST_TOTP_USER_ID'),
  },
  {
    route: '/v1/totps/recover',
    match: { user_id: SANDBOX_USER_ID, recovery_code: SANDBOX_RECOVERY_CODE },
    outcome: ok(totpRecovered),
    source: sdkTest(PYTHON_CONSTANTS, 'TEST_TOTP_RECOVERY_CODE'),
  },
];

/** Abbreviates a long token, so a log line names the value without spelling out a credential-looking string. */
function shown(rule: SandboxRule): string {
  if (rule === ANY_STRING) return 'any';
  if (rule === SANDBOX_SESSION_JWT) return 'of the sandbox session';
  if (typeof rule !== 'string') return rule.map(shown).join(' or ');
  return rule.length > 20 ? `${rule.slice(0, 12)}…` : rule;
}

/** How the request log and the terminal name a value: `token DOYoip3r… → 200`. */
export function describeSandboxValue(value: SandboxValue): string {
  const fields = Object.entries(value.match).map(([field, rule]) => `${field} ${shown(rule)}`);
  const outcome = 'error' in value.outcome ? value.outcome.error : '200';
  return `${fields.join(', ')} → ${outcome}`;
}
