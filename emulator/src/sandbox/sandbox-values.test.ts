import type * as sdk from 'stytch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProjectId, defaultSecret } from '../store/project-credentials';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';
import { sdkTestClient } from '../test-support/sdk-test-client';
import type { UserLock } from '../users/user-lock';
import type * as answers from './sandbox-answers';
import type { SandboxUser } from './sandbox-user';

// The provider's sandbox values, written out again here rather than read from the table, so a typo
// in the table fails a test.
const USER_ID = 'user-test-e3795c81-f849-4167-bfda-e4a6e9c280fd';
const EMAIL = 'sandbox@stytch.com';
const EMAIL_ID = 'email-test-23873e89-d4ed-4e92-b3b9-e5c7198fa286';
const PHONE = '+10000000000';
const PHONE_ID = 'phone-number-test-98cfbe19-6c8f-4b8b-b62a-e78a5a7bdff3';
const MAGIC_LINK_OK = 'DOYoip3rvIMMW5lgItikFK-Ak1CfMsgjuiCyI7uuU94=';
const MAGIC_LINK_USED = '3pzjQpgksDlGKWEwUq2Up--hCHC_0oamfLHyfspKDFU=';
const MAGIC_LINK_UNKNOWN = 'CprTtwhnRNiMBiUS2jSLcWYrfuO2POeBNdo5HhW6qTM=';
const OAUTH_OK = 'hdPVZHHX0UoRa7hJTuuPHi1vlddffSnoweRbVFf5-H8g';
const UNKNOWN_TOKEN = '59cnLELtq5cFVS6uYK9f-pAWzBkhqZl8AvLhbhOvKNWw';
const SESSION_TOKEN = 'WJtR5BCy38Szd5AfoDpf0iqFKEt4EE5JhjlWUY7l3FtY';
const SESSION_STARTED_AT = '2021-08-28T00:41:58.935673Z';
const WALLET = '0x6df2dB4Fb3DA35d241901Bd53367770BF03123f1';
const WALLET_SIGNATURE = '0x0c4f82edc3c818b6beff4b89e0682994e5878074609903cecdfb';
const RECOVERY_CODE = 'a1b2-c3d4-e5f6';

/**
 * Compiles to `true` only when the answer has every field the backend SDK's response type requires,
 * in its type. The envelope's fields come from `answer`; the session is the model's, shared with every
 * login's answer; the user is checked on its own below, with the lock `answer` adds.
 */
type Conforms<Builder extends (...args: never[]) => unknown, Response> =
  Omit<Awaited<ReturnType<Builder>>, 'user' | 'session' | 'user_session'> extends Omit<
    Response,
    'request_id' | 'status_code' | 'user' | 'session' | 'user_session'
  >
    ? true
    : false;

// Never read: `tsc -p emulator` fails on the first answer that stops conforming.
const _SHAPES_CONFORM: true[] = [
  true satisfies SandboxUser & UserLock extends sdk.User ? true : false,
  true satisfies Conforms<typeof answers.emailSent, sdk.MagicLinksEmailSendResponse>,
  true satisfies Conforms<typeof answers.emailSent, sdk.MagicLinksEmailInviteResponse>,
  true satisfies Conforms<typeof answers.emailLoginOrCreate, sdk.MagicLinksEmailLoginOrCreateResponse>,
  true satisfies Conforms<typeof answers.inviteRevoked, sdk.MagicLinksEmailRevokeInviteResponse>,
  true satisfies Conforms<typeof answers.magicLinkAuthenticated, sdk.MagicLinksAuthenticateResponse>,
  true satisfies Conforms<typeof answers.phoneSent, sdk.OTPsSmsSendResponse>,
  true satisfies Conforms<typeof answers.phoneLoginOrCreate, sdk.OTPsSmsLoginOrCreateResponse>,
  true satisfies Conforms<typeof answers.emailSent, sdk.OTPsEmailSendResponse>,
  true satisfies Conforms<typeof answers.emailLoginOrCreate, sdk.OTPsEmailLoginOrCreateResponse>,
  true satisfies Conforms<typeof answers.passcodeAuthenticated, sdk.OTPsAuthenticateResponse>,
  true satisfies Conforms<typeof answers.oauthAuthenticated, sdk.OAuthAuthenticateResponse>,
  true satisfies Conforms<typeof answers.sessionAuthenticated, sdk.SessionsAuthenticateResponse>,
  true satisfies Conforms<typeof answers.passwordCreated, sdk.PasswordsCreateResponse>,
  true satisfies Conforms<typeof answers.passwordAuthenticated, sdk.PasswordsAuthenticateResponse>,
  true satisfies Conforms<typeof answers.walletChallenged, sdk.CryptoWalletsAuthenticateStartResponse>,
  true satisfies Conforms<typeof answers.walletAuthenticated, sdk.CryptoWalletsAuthenticateResponse>,
  true satisfies Conforms<typeof answers.totpCreated, sdk.TOTPsCreateResponse>,
  true satisfies Conforms<typeof answers.totpAuthenticated, sdk.TOTPsAuthenticateResponse>,
  true satisfies Conforms<typeof answers.recoveryCodesListed, sdk.TOTPsRecoveryCodesResponse>,
  true satisfies Conforms<typeof answers.totpRecovered, sdk.TOTPsRecoverResponse>,
];

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

/** The SDK's call, refused as the SDK throws it. */
function refusal(
  method: string,
  params: object,
): Promise<{ answered?: unknown; status_code?: number; error_type?: string }> {
  return env.sdk.call(method, params).then(
    (answer) => ({ answered: answer }),
    (error) => ({ status_code: error.status_code, error_type: error.error_type }),
  );
}

async function messagesTo(to: string) {
  return env.control.messages({ to });
}

describe('sandbox values through the backend SDK, in a test project', () => {
  it('sends magic links to sandbox@stytch.com for the sandbox user, delivering nothing', async () => {
    const link = { email: EMAIL, login_magic_link_url: 'http://localhost:3000/authenticate' };
    await expect(env.sdk.call('magicLinks.email.send', link)).resolves.toMatchObject({
      status_code: 200,
      user_id: USER_ID,
      email_id: EMAIL_ID,
    });
    await expect(env.sdk.call('magicLinks.email.loginOrCreate', link)).resolves.toMatchObject({
      user_id: USER_ID,
      email_id: EMAIL_ID,
      user_created: false,
    });
    await expect(env.sdk.call('magicLinks.email.invite', { email: EMAIL })).resolves.toMatchObject({
      user_id: USER_ID,
      email_id: EMAIL_ID,
    });
    await expect(env.sdk.call('magicLinks.email.revokeInvite', { email: EMAIL })).resolves.toMatchObject({
      status_code: 200,
    });
    expect(await messagesTo(EMAIL)).toEqual([]);
    expect(await env.control.users()).toEqual([]);
  });

  it('authenticates the magic link token DOYoip3r… as the sandbox user, with the sandbox session when asked for one', async () => {
    const sessionless = await env.sdk.call('magicLinks.authenticate', { token: MAGIC_LINK_OK });
    expect(sessionless).toMatchObject({
      status_code: 200,
      user_id: USER_ID,
      method_id: EMAIL_ID,
      session_token: '',
      session_jwt: '',
      user: {
        user_id: USER_ID,
        emails: [{ email_id: EMAIL_ID, email: EMAIL, verified: false }],
        phone_numbers: [{ phone_id: PHONE_ID, phone_number: PHONE, verified: false }],
        is_locked: false,
      },
    });
    expect(sessionless.session).toBeUndefined();

    const signedIn = await env.sdk.call('magicLinks.authenticate', {
      token: MAGIC_LINK_OK,
      session_duration_minutes: 30,
    });
    expect(signedIn).toMatchObject({
      session_token: SESSION_TOKEN,
      session: {
        user_id: USER_ID,
        started_at: SESSION_STARTED_AT,
        authentication_factors: [
          { type: 'magic_link', delivery_method: 'email', email_factor: { email_id: EMAIL_ID } },
        ],
      },
    });
    expect(Date.parse(signedIn.session.expires_at) - Date.parse(signedIn.session.last_accessed_at)).toBe(
      30 * 60_000,
    );
  });

  it('refuses the magic link tokens 3pzjQpgk… (401) and CprTtwhn… (404) as documented', async () => {
    expect(await refusal('magicLinks.authenticate', { token: MAGIC_LINK_USED })).toEqual({
      status_code: 401,
      error_type: 'unable_to_auth_magic_link',
    });
    expect(await refusal('magicLinks.authenticate', { token: MAGIC_LINK_UNKNOWN })).toEqual({
      status_code: 404,
      error_type: 'magic_link_not_found',
    });
  });

  it('sends passcodes to +10000000000 and sandbox@stytch.com, delivering nothing', async () => {
    for (const channel of ['sms', 'whatsapp'] as const) {
      await expect(env.sdk.call(`otps.${channel}.send`, { phone_number: PHONE })).resolves.toMatchObject({
        user_id: USER_ID,
        phone_id: PHONE_ID,
      });
      await expect(
        env.sdk.call(`otps.${channel}.loginOrCreate`, { phone_number: PHONE }),
      ).resolves.toMatchObject({ user_id: USER_ID, phone_id: PHONE_ID, user_created: false });
    }
    await expect(env.sdk.call('otps.email.send', { email: EMAIL })).resolves.toMatchObject({
      user_id: USER_ID,
      email_id: EMAIL_ID,
    });
    await expect(env.sdk.call('otps.email.loginOrCreate', { email: EMAIL })).resolves.toMatchObject({
      user_id: USER_ID,
      email_id: EMAIL_ID,
      user_created: false,
    });
    expect(await messagesTo(PHONE)).toEqual([]);
    expect(await messagesTo(EMAIL)).toEqual([]);
  });

  it('authenticates 000000 with the method id a sandbox send answered', async () => {
    const { phone_id } = await env.sdk.call('otps.sms.send', { phone_number: PHONE });
    const byPhone = await env.sdk.call('otps.authenticate', {
      method_id: phone_id,
      code: '000000',
      session_duration_minutes: 15,
    });
    expect(byPhone).toMatchObject({
      user_id: USER_ID,
      method_id: PHONE_ID,
      session_token: SESSION_TOKEN,
      session: { authentication_factors: [{ type: 'otp', phone_number_factor: { phone_id: PHONE_ID } }] },
    });
    const { email_id } = await env.sdk.call('otps.email.send', { email: EMAIL });
    const byEmail = await env.sdk.call('otps.authenticate', { method_id: email_id, code: '000000' });
    expect(byEmail).toMatchObject({ user_id: USER_ID, method_id: EMAIL_ID, session_token: '' });
    // Another code is no sandbox value: the project knows no passcode for the method id.
    expect((await refusal('otps.authenticate', { method_id: phone_id, code: '111111' })).status_code).toBe(
      404,
    );
  });

  it('authenticates the OAuth token hdPVZHHX… and refuses 59cnLELt… with 400 oauth_token_not_found', async () => {
    const signedIn = await env.sdk.call('oauth.authenticate', {
      token: OAUTH_OK,
      session_duration_minutes: 60,
    });
    expect(signedIn).toMatchObject({
      user_id: USER_ID,
      session_token: SESSION_TOKEN,
      user_session: { user_id: USER_ID, started_at: SESSION_STARTED_AT },
      provider_values: { access_token: '', refresh_token: '', id_token: '', scopes: [] },
    });
    expect(signedIn.provider_type).toEqual(expect.any(String));
    expect(await refusal('oauth.authenticate', { token: UNKNOWN_TOKEN })).toEqual({
      status_code: 400,
      error_type: 'oauth_token_not_found',
    });
  });

  it('authenticates the session token WJtR5BCy… as the sandbox session, and refuses 59cnLELt… with 404', async () => {
    await expect(
      env.sdk.call('sessions.authenticate', { session_token: SESSION_TOKEN }),
    ).resolves.toMatchObject({
      status_code: 200,
      session_token: SESSION_TOKEN,
      session: { started_at: SESSION_STARTED_AT, user_id: USER_ID, roles: ['stytch_user'] },
      user: { user_id: USER_ID },
    });
    expect(await refusal('sessions.authenticate', { session_token: UNKNOWN_TOKEN })).toEqual({
      status_code: 404,
      error_type: 'session_not_found',
    });
  });

  it("signs the sandbox session's JWT with the project's key: the SDK verifies it locally and remotely", async () => {
    const { session_jwt, session } = await env.sdk.call('sessions.authenticate', {
      session_token: SESSION_TOKEN,
    });
    await expect(env.sdk.call('sessions.authenticateJwtLocal', { session_jwt })).resolves.toMatchObject({
      session_id: session.session_id,
      user_id: USER_ID,
    });
    // A zero token age sends the JWT to the API, as the SDK does with a stale one.
    await expect(
      env.sdk.call('sessions.authenticateJwt', { session_jwt, max_token_age_seconds: 0 }),
    ).resolves.toMatchObject({ session: { session_id: session.session_id }, session_token: SESSION_TOKEN });
  });

  it('creates and authenticates passwords for sandbox@stytch.com whatever the password', async () => {
    await expect(env.sdk.call('passwords.create', { email: EMAIL, password: 'a' })).resolves.toMatchObject({
      user_id: USER_ID,
      email_id: EMAIL_ID,
      session_token: '',
    });
    await expect(
      env.sdk.call('passwords.authenticate', {
        email: EMAIL,
        password: 'not the password',
        session_duration_minutes: 10,
      }),
    ).resolves.toMatchObject({
      user_id: USER_ID,
      session_token: SESSION_TOKEN,
      session: { authentication_factors: [{ type: 'password', delivery_method: 'knowledge' }] },
    });
    expect(await env.control.users()).toEqual([]);
  });

  it('starts and finishes a sign-in with the sandbox wallet and its signature', async () => {
    const wallet = { crypto_wallet_type: 'ethereum', crypto_wallet_address: WALLET };
    const started = await env.sdk.call('cryptoWallets.authenticateStart', wallet);
    expect(started).toMatchObject({ user_id: USER_ID, user_created: false });
    expect(started.challenge).toContain(WALLET);
    await expect(
      env.sdk.call('cryptoWallets.authenticate', {
        ...wallet,
        signature: WALLET_SIGNATURE,
        session_duration_minutes: 5,
      }),
    ).resolves.toMatchObject({
      user_id: USER_ID,
      session: {
        authentication_factors: [{ type: 'crypto', crypto_wallet_factor: { crypto_wallet_address: WALLET } }],
      },
    });
  });

  it('creates, authenticates and recovers the sandbox user’s TOTP with 000000 and a1b2-c3d4-e5f6', async () => {
    const created = await env.sdk.call('totps.create', { user_id: USER_ID });
    expect(created).toMatchObject({
      user_id: USER_ID,
      recovery_codes: [RECOVERY_CODE],
      user: { user_id: USER_ID },
    });
    expect(created.qr_code).toMatch(/^data:image\/png;base64,/);
    await expect(
      env.sdk.call('totps.authenticate', { user_id: USER_ID, totp_code: '000000' }),
    ).resolves.toMatchObject({ user_id: USER_ID, totp_id: created.totp_id, session_token: '' });
    await expect(env.sdk.call('totps.recoveryCodes', { user_id: USER_ID })).resolves.toMatchObject({
      totps: [{ totp_id: created.totp_id, recovery_codes: [RECOVERY_CODE] }],
    });
    await expect(
      env.sdk.call('totps.recover', {
        user_id: USER_ID,
        recovery_code: RECOVERY_CODE,
        session_duration_minutes: 60,
      }),
    ).resolves.toMatchObject({
      totp_id: created.totp_id,
      session: { authentication_factors: [{ type: 'recovery_code' }] },
    });
  });

  it('leaves a call with a session field the route refuses to the route', async () => {
    expect(
      await refusal('magicLinks.authenticate', { token: MAGIC_LINK_OK, session_duration_minutes: 1 }),
    ).toEqual({ status_code: 400, error_type: 'invalid_session_duration_minutes' });
  });

  it('names the sandbox value that answered in the request log', async () => {
    await env.sdk.call('sessions.authenticate', { session_token: SESSION_TOKEN });
    await refusal('magicLinks.authenticate', { token: MAGIC_LINK_UNKNOWN });
    const [refused, answered] = await env.control.requests();
    expect(answered).toMatchObject({
      path: '/v1/sessions/authenticate',
      status: 200,
      sandbox_value: 'session_token WJtR5BCy38Sz… → 200',
    });
    expect(refused).toMatchObject({
      path: '/v1/magic_links/authenticate',
      status: 404,
      error_type: 'magic_link_not_found',
      sandbox_value: 'token CprTtwhnRNiM… → magic_link_not_found',
    });
  });
});

describe('sandbox values elsewhere are ordinary input', () => {
  it('in a live project: its own records answer, and a send is delivered', async () => {
    const publicToken = `public-token-live-${crypto.randomUUID()}`;
    const live = sdkTestClient(publicToken);
    const credentials = `${defaultProjectId(publicToken)}:${defaultSecret(publicToken)}`;
    const backend = (path: string, body: object) =>
      live.call({
        path: `/v1${path}`,
        body,
        headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
      });

    const magicLink = await backend('/magic_links/authenticate', { token: MAGIC_LINK_OK });
    expect([magicLink.status, magicLink.json.error_type]).toEqual([404, 'magic_link_not_found']);
    const session = await backend('/sessions/authenticate', { session_token: SESSION_TOKEN });
    expect([session.status, session.json.error_type]).toEqual([404, 'session_not_found']);
    const password = await backend('/passwords/authenticate', { email: EMAIL, password: 'anything' });
    expect(password.json.user_id).toBeUndefined();

    const sent = await backend('/otps/sms/login_or_create', { phone_number: PHONE });
    expect(sent.json).toMatchObject({ status_code: 200, user_created: true });
    expect(sent.json.user_id).not.toBe(USER_ID);
    const inbox = await live.call({ method: 'GET', path: `/control/v1/projects/${publicToken}/messages` });
    expect(inbox.json.data.messages).toEqual([expect.objectContaining({ to: PHONE, channel: 'sms' })]);
    const log = await live.call({ method: 'GET', path: `/control/v1/projects/${publicToken}/requests` });
    expect(log.json.data.requests.map((r: { sandbox_value: unknown }) => r.sandbox_value)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('on the browser API of a test project, as the provider says they do not work through frontend SDKs', async () => {
    const page = sdkTestClient();
    const magicLink = await page.call({
      path: '/magic_links/authenticate',
      body: { token: MAGIC_LINK_OK, session_duration_minutes: 30 },
    });
    expect([magicLink.status, magicLink.json.error_type]).toEqual([404, 'magic_link_not_found']);

    const sent = await page.call({ path: '/otps/sms/login_or_create', body: { phone_number: PHONE } });
    expect(sent.status).toBe(200);
    const inbox = await page.call({
      method: 'GET',
      path: `/control/v1/projects/${page.publicToken}/messages`,
    });
    const [message] = inbox.json.data.messages;
    expect(message).toMatchObject({ to: PHONE, channel: 'sms' });
    expect(message.code).not.toBeNull();
    const passcode = await page.call({
      path: '/otps/authenticate',
      // The browser client sends the code as `token`.
      body: { method_id: sent.json.data.method_id, token: '000000', session_duration_minutes: 30 },
    });
    // 000000 is no sandbox code here: it signs in only if it happens to be the code sent.
    expect(passcode.status).toBe(message.code === '000000' ? 200 : 404);
    const users = await page.call({ method: 'GET', path: `/control/v1/projects/${page.publicToken}/users` });
    expect(users.json.data.users.map((u: { user_id: string }) => u.user_id)).not.toContain(USER_ID);
  });
});
