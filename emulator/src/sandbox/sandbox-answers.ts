import { plainChallenge } from '../crypto-wallets/wallet-sign-in';
import type { Project } from '../emulator-store';
import { emailFactor, PASSWORD_FACTOR, phoneFactor } from '../sessions/factors';
import { DEFAULT_ROLE, type FactorInput } from '../sessions/issue-session';
import { signSessionJwt } from '../sessions/jwt';
import type { AuthenticationFactor, Session } from '../sessions/session-collections';
import { otpauthUri, qrCodeDataUrl } from '../totp/totp-secrets';
import type { UserEmail, UserPhoneNumber } from '../users/user-collections';
import {
  SANDBOX_EMAIL_ID,
  SANDBOX_OAUTH_REGISTRATION_ID,
  SANDBOX_OAUTH_SUBJECT,
  SANDBOX_PHONE_ID,
  SANDBOX_RECOVERY_CODE,
  SANDBOX_RECOVERY_CODE_ID,
  SANDBOX_SESSION_ID,
  SANDBOX_SESSION_MINUTES,
  SANDBOX_SESSION_STARTED_AT,
  SANDBOX_SESSION_TOKEN,
  SANDBOX_TOTP_ID,
  SANDBOX_TOTP_SECRET,
  SANDBOX_USER_ID,
  SANDBOX_WALLET_ADDRESS,
  SANDBOX_WALLET_ID,
  type SandboxUser,
  sandboxUser,
} from './sandbox-user';

// The success answers of the sandbox values, one per route, in the shapes the backend SDK declares for
// the route (`node_modules/stytch/types/lib/b2c/*.d.ts`; sandbox-values.test.ts checks them when it
// compiles). Every one names the sandbox user; a login carries the sandbox session when the call asks
// for a session, and none otherwise, as every backend login does. Nothing here reads or writes the
// project's records: the project only signs the JWT and tells the time.

/** A sandbox call: the test project it was made to and its JSON body. */
export type SandboxCall = { project: Project; body: Readonly<Record<string, unknown>> };

const SANDBOX_EMAIL_ENTRY = sandboxUser().emails[0] as UserEmail;
const SANDBOX_PHONE_ENTRY = sandboxUser().phone_numbers[0] as UserPhoneNumber;

/** The sandbox session as of now: fixed id, token and start; used now, lasting `minutes` from now. */
function sandboxSession(project: Project, factor: FactorInput, minutes: number): Session {
  // One reading of the clock: the session lasts exactly `minutes` from its use, whatever the machine's tick.
  const { created_at: now, expires_at } = project.clock.lifetime(minutes);
  return {
    session_id: SANDBOX_SESSION_ID,
    user_id: SANDBOX_USER_ID,
    started_at: SANDBOX_SESSION_STARTED_AT,
    last_accessed_at: now,
    expires_at,
    attributes: { ip_address: '', user_agent: '' },
    custom_claims: null,
    roles: [DEFAULT_ROLE],
    authentication_factors: [{ ...factor, last_authenticated_at: now } as AuthenticationFactor],
  };
}

function minutesAsked(body: SandboxCall['body']): number {
  const minutes = body.session_duration_minutes;
  return typeof minutes === 'number' ? minutes : SANDBOX_SESSION_MINUTES;
}

/** The session and its tokens; the JWT is signed as every session JWT of the project, so its JWKS verifies it. */
async function withSandboxSession(call: SandboxCall, factor: FactorInput) {
  const session = sandboxSession(call.project, factor, minutesAsked(call.body));
  return {
    session,
    session_token: SANDBOX_SESSION_TOKEN,
    session_jwt: await signSessionJwt(call.project, session),
  };
}

type SandboxLogin = {
  user_id: string;
  user: SandboxUser;
  session_token: string;
  session_jwt: string;
  session?: Session;
};

/** A login's answer: the sandbox session only when the call names a session or a length, as the provider starts one. */
async function sandboxLogin(call: SandboxCall, factor: FactorInput): Promise<SandboxLogin> {
  const { body } = call;
  const user = sandboxUser();
  const asksForSession = body.session_duration_minutes != null || !!body.session_token || !!body.session_jwt;
  if (!asksForSession) return { user_id: SANDBOX_USER_ID, user, session_token: '', session_jwt: '' };
  return { user_id: SANDBOX_USER_ID, user, ...(await withSandboxSession(call, factor)) };
}

export const emailSent = () => ({ user_id: SANDBOX_USER_ID, email_id: SANDBOX_EMAIL_ID });
export const phoneSent = () => ({ user_id: SANDBOX_USER_ID, phone_id: SANDBOX_PHONE_ID });
export const emailLoginOrCreate = () => ({ ...emailSent(), user_created: false });
export const phoneLoginOrCreate = () => ({ ...phoneSent(), user_created: false });
export const inviteRevoked = () => ({});

export async function magicLinkAuthenticated(call: SandboxCall) {
  const login = await sandboxLogin(call, emailFactor('magic_link', SANDBOX_EMAIL_ENTRY));
  return { ...login, method_id: SANDBOX_EMAIL_ID, reset_sessions: false };
}

/** The passcode's factor follows the method id the send answered; a phone is taken for SMS. */
export async function passcodeAuthenticated(call: SandboxCall) {
  const isEmail = call.body.method_id === SANDBOX_EMAIL_ID;
  const factor = isEmail ? emailFactor('otp', SANDBOX_EMAIL_ENTRY) : phoneFactor('sms', SANDBOX_PHONE_ENTRY);
  const login = await sandboxLogin(call, factor);
  return { ...login, method_id: isEmail ? SANDBOX_EMAIL_ID : SANDBOX_PHONE_ID, reset_sessions: false };
}

/** Ours: the provider publishes no identity for its sandbox OAuth token; a Google one stands in. */
export async function oauthAuthenticated(call: SandboxCall) {
  const { session, ...login } = await sandboxLogin(call, {
    type: 'oauth',
    delivery_method: 'oauth_google',
    google_oauth_factor: {
      id: SANDBOX_OAUTH_REGISTRATION_ID,
      email_id: SANDBOX_EMAIL_ID,
      provider_subject: SANDBOX_OAUTH_SUBJECT,
    },
  });
  return {
    ...login,
    // The backend SDK's type names the OAuth answer's session `user_session`.
    ...(session && { user_session: session }),
    provider_subject: SANDBOX_OAUTH_SUBJECT,
    provider_type: 'Google',
    provider_values: { access_token: '', refresh_token: '', id_token: '', scopes: [] },
    oauth_user_registration_id: SANDBOX_OAUTH_REGISTRATION_ID,
    reset_sessions: false,
  };
}

export async function sessionAuthenticated(call: SandboxCall) {
  return {
    user: sandboxUser(),
    ...(await withSandboxSession(call, emailFactor('magic_link', SANDBOX_EMAIL_ENTRY))),
  };
}

export async function passwordCreated(call: SandboxCall) {
  return { ...(await sandboxLogin(call, PASSWORD_FACTOR)), email_id: SANDBOX_EMAIL_ID };
}

export async function passwordAuthenticated(call: SandboxCall) {
  return { ...(await sandboxLogin(call, PASSWORD_FACTOR)), reset_sessions: false };
}

/** Ours: the challenge is the emulator's plain challenge text for the wallet. */
export function walletChallenged(call: SandboxCall) {
  const { message } = plainChallenge(
    call.project,
    'ethereum',
    SANDBOX_WALLET_ADDRESS,
    call.project.clock.nowIso(),
  );
  return { user_id: SANDBOX_USER_ID, challenge: message, user_created: false };
}

export async function walletAuthenticated(call: SandboxCall) {
  return sandboxLogin(call, {
    type: 'crypto',
    delivery_method: 'crypto_wallet',
    crypto_wallet_factor: {
      crypto_wallet_id: SANDBOX_WALLET_ID,
      crypto_wallet_address: SANDBOX_WALLET_ADDRESS,
      crypto_wallet_type: 'ethereum',
    },
  });
}

/** Ours: the secret and its QR code; the one recovery code is the one the provider's SDK tests recover with. */
export async function totpCreated(call: SandboxCall) {
  const uri = otpauthUri(SANDBOX_TOTP_SECRET, call.project.settings.project_name, SANDBOX_EMAIL_ENTRY.email);
  return {
    user_id: SANDBOX_USER_ID,
    totp_id: SANDBOX_TOTP_ID,
    secret: SANDBOX_TOTP_SECRET,
    qr_code: await qrCodeDataUrl(uri),
    recovery_codes: [SANDBOX_RECOVERY_CODE],
    user: sandboxUser(),
  };
}

export async function totpAuthenticated(call: SandboxCall) {
  const login = await sandboxLogin(call, {
    type: 'totp',
    delivery_method: 'authenticator_app',
    authenticator_app_factor: { totp_id: SANDBOX_TOTP_ID },
  });
  return { ...login, totp_id: SANDBOX_TOTP_ID };
}

export const recoveryCodesListed = () => ({
  user_id: SANDBOX_USER_ID,
  totps: [{ totp_id: SANDBOX_TOTP_ID, verified: true, recovery_codes: [SANDBOX_RECOVERY_CODE] }],
});

export async function totpRecovered(call: SandboxCall) {
  const login = await sandboxLogin(call, {
    type: 'recovery_code',
    delivery_method: 'recovery_code',
    recovery_code_factor: { totp_recovery_code_id: SANDBOX_RECOVERY_CODE_ID },
  });
  return { ...login, totp_id: SANDBOX_TOTP_ID };
}
