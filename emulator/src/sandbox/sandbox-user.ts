import type { User } from '../users/user-collections';

/**
 * The one user every sandbox value answers for, with its contacts, as the provider's Test environment
 * answers them. Where a value is marked "ours" the provider publishes none and the emulator chose it.
 */

/** The provider's SDK tests assert this id on every sandbox success (stytch-node test/b2c/sandbox.test.ts). */
export const SANDBOX_USER_ID = 'user-test-e3795c81-f849-4167-bfda-e4a6e9c280fd';
/** The sandbox email and phone number of the provider's "Sandbox values" page. */
export const SANDBOX_EMAIL = 'sandbox@stytch.com';
export const SANDBOX_PHONE_NUMBER = '+10000000000';
/** The email id a sandbox magic-link send answers (the hex.pm `stytch` 0.1.4 README shows the answer). */
export const SANDBOX_EMAIL_ID = 'email-test-23873e89-d4ed-4e92-b3b9-e5c7198fa286';
/** The phone id of the sandbox user, from a recorded Test-environment answer to `/otps/authenticate`. */
export const SANDBOX_PHONE_ID = 'phone-number-test-98cfbe19-6c8f-4b8b-b62a-e78a5a7bdff3';

/** The provider's sandbox session: its token (sandbox values page) and its start (its SDK tests). */
export const SANDBOX_SESSION_TOKEN = 'WJtR5BCy38Szd5AfoDpf0iqFKEt4EE5JhjlWUY7l3FtY';
export const SANDBOX_SESSION_STARTED_AT = '2021-08-28T00:41:58.935673Z';
/** Ours: the provider publishes no id for its sandbox session. */
export const SANDBOX_SESSION_ID = 'session-test-daec1b4a-8839-41cc-9c43-6f3bb1b041c8';
/** Ours: how long the sandbox session lasts from a call that names no length. */
export const SANDBOX_SESSION_MINUTES = 60;

/** The TOTP code and recovery code the provider's SDK tests use for the sandbox user (stytch-python test/constants.py). */
export const SANDBOX_TOTP_CODE = '000000';
export const SANDBOX_RECOVERY_CODE = 'a1b2-c3d4-e5f6';
/** Ours: the sandbox user's TOTP as `totps.create` answers it. */
export const SANDBOX_TOTP_ID = 'totp-test-480142a0-9a84-46c1-babd-07c92ec21fb1';
export const SANDBOX_TOTP_SECRET = 'P6QP3MPF3UEHMY63WQE4TOIY2WXDSRU3';
export const SANDBOX_RECOVERY_CODE_ID = 'totp-recovery-code-test-1307a8df-ed11-482e-90df-8e049776fb89';

/** The wallet and signature the provider's SDK tests sign in with (stytch-ruby, stytch-python). */
export const SANDBOX_WALLET_ADDRESS = '0x6df2dB4Fb3DA35d241901Bd53367770BF03123f1';
export const SANDBOX_WALLET_SIGNATURE = '0x0c4f82edc3c818b6beff4b89e0682994e5878074609903cecdfb';
/** Ours: the sandbox wallet's id in a session factor. */
export const SANDBOX_WALLET_ID = 'crypto-wallet-test-2d81c1fb-f5d7-475d-8367-b0a3752a5dc9';

/** Ours: the identity a sandbox OAuth token signs in with. */
export const SANDBOX_OAUTH_REGISTRATION_ID =
  'oauth-user-registration-test-fb984c30-f497-4603-8284-77f559fdc119';
export const SANDBOX_OAUTH_SUBJECT = '7bfcc09a-d6d1-45ba-bdce-e6bd19d8b029';

/**
 * The sandbox user as a recorded Test-environment answer shows it: the email and phone unverified and
 * an empty `status`. That answer has `created_at`, `name` and `password` null; the backend SDK declares
 * them optional strings and objects, so they are left out. It lives in no project: sandbox answers hand
 * it out as it is, and nothing a call does changes it.
 */
export type SandboxUser = Omit<User, 'status' | 'created_at' | 'name' | 'password'> & { status: '' };

export function sandboxUser(): SandboxUser {
  return {
    user_id: SANDBOX_USER_ID,
    status: '',
    emails: [{ email_id: SANDBOX_EMAIL_ID, email: SANDBOX_EMAIL, verified: false }],
    phone_numbers: [{ phone_id: SANDBOX_PHONE_ID, phone_number: SANDBOX_PHONE_NUMBER, verified: false }],
    providers: [],
    totps: [],
    crypto_wallets: [],
    webauthn_registrations: [],
    biometric_registrations: [],
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: [],
  };
}
