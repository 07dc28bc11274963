import { describe, expect, it } from 'vitest';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { codeAt, otpauthUri, qrCodeDataUrl } from './totp-secrets';

type Emulator = ReturnType<typeof sdkTestClient>;

const STEP_MS = 30_000;

/** A logged-in user with a new TOTP: its create answer and the session token that made it. */
async function withNewTotp(emulator: Emulator, expiration_minutes = 10) {
  const login = await emulator.login('ada@example.com');
  const created = await emulator.call({
    path: '/totps',
    body: { expiration_minutes },
    sessionToken: login.session_token,
  });
  expect(created.status).toBe(200);
  return { sessionToken: login.session_token, totp: created.json.data };
}

/** The code the user's authenticator app shows now, in the project's time. */
function currentCode(emulator: Emulator, secret: string): string {
  return codeAt(secret, emulator.project().clock.now());
}

function authenticate(emulator: Emulator, sessionToken: string, totp_code: string) {
  return emulator.call({
    path: '/totps/authenticate',
    body: { totp_code, session_duration_minutes: 30 },
    sessionToken,
  });
}

function recover(emulator: Emulator, sessionToken: string, recovery_code: string) {
  return emulator.call({
    path: '/totps/recover',
    body: { recovery_code, session_duration_minutes: 30 },
    sessionToken,
  });
}

/**
 * Moves the project clock a second into the next 30-second step, so a test that reasons about
 * steps has 29 seconds before the next one begins, however slow the machine.
 */
async function toStartOfNextStep(emulator: Emulator) {
  const now = emulator.project().clock.now();
  await advance(emulator, (Math.floor(now / STEP_MS) + 1) * STEP_MS + 1000 - now);
}

async function advance(emulator: Emulator, ms: number) {
  const { status } = await emulator.call({
    path: `/control/v1/projects/${emulator.publicToken}/clock`,
    body: { advance_ms: ms },
  });
  expect(status).toBe(200);
}

describe('totps create', () => {
  it('answers a secret, a PNG QR code of its otpauth URI and ten recovery codes, with the user under __user', async () => {
    const emulator = sdkTestClient();
    const { totp } = await withNewTotp(emulator);
    expect(totp.totp_id).toMatch(/^totp-test-/);
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(totp.qr_code.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(totp.recovery_codes).toHaveLength(10);
    expect(new Set(totp.recovery_codes).size).toBe(10);
    for (const code of totp.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    // The app scans the URI from the QR code; the answer does not spell it out, as the provider's does not.
    expect(totp).not.toHaveProperty('otpauth_uri');
    expect(totp.qr_code).toBe(await qrCodeDataUrl(otpauthUri(totp.secret, 'Emulator', 'ada@example.com')));
    expect(totp.__user).toMatchObject({ totps: [{ totp_id: totp.totp_id, verified: false }] });
    expect(totp.__user).toEqual(emulator.project().collections.users.get(totp.__user.user_id));
  });

  it('needs a logged-in user', async () => {
    const emulator = sdkTestClient();
    const { status, json } = await emulator.call({ path: '/totps', body: { expiration_minutes: 5 } });
    expect(status).toBe(404);
    expect(json.error_type).toBe('session_not_found');
  });

  it('refuses a second TOTP with 400 pending_totp_exists while the first waits for its first code, and keeps the first', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp: first } = await withNewTotp(emulator, 10);
    await advance(emulator, 9 * 60_000);
    const second = await emulator.call({ path: '/totps', body: { expiration_minutes: 10 }, sessionToken });
    expect(second.status).toBe(400);
    expect(second.json.error_type).toBe('pending_totp_exists');
    expect(second.detail).toContain('waiting for its first code');
    expect((await authenticate(emulator, sessionToken, currentCode(emulator, first.secret))).status).toBe(
      200,
    );
  });

  it('replaces a TOTP never authenticated once its expiration_minutes pass', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp: first } = await withNewTotp(emulator, 5);
    await advance(emulator, 5 * 60_000);
    const second = await emulator.call({ path: '/totps', body: { expiration_minutes: 10 }, sessionToken });
    expect(second.status).toBe(200);
    expect(second.json.data.__user.totps).toEqual([{ totp_id: second.json.data.totp_id, verified: false }]);
    expect(emulator.project().collections.totps.has(first.totp_id)).toBe(false);
    expect(
      (await authenticate(emulator, sessionToken, currentCode(emulator, first.secret))).json.error_type,
    ).toBe('unable_to_authenticate_totp');
    expect(
      (await authenticate(emulator, sessionToken, currentCode(emulator, second.json.data.secret))).status,
    ).toBe(200);
  });

  it('refuses a second TOTP with 400 active_totp_exists once one is active', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    expect((await authenticate(emulator, sessionToken, currentCode(emulator, totp.secret))).status).toBe(200);
    const second = await emulator.call({ path: '/totps', body: { expiration_minutes: 10 }, sessionToken });
    expect(second.status).toBe(400);
    expect(second.json.error_type).toBe('active_totp_exists');
  });
});

describe('totps authenticate', () => {
  it('accepts the current code, verifies the TOTP and adds a totp factor to the session', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    const { status, json } = await authenticate(emulator, sessionToken, currentCode(emulator, totp.secret));
    expect(status).toBe(200);
    expect(json.data.totp_id).toBe(totp.totp_id);
    expect(json.data.session_token).toBe(sessionToken);
    expect(json.data.session_jwt.split('.')).toHaveLength(3);
    expect(json.data.user.totps).toEqual([{ totp_id: totp.totp_id, verified: true }]);
    expect(json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'totp',
    ]);
    expect(json.data.session.authentication_factors[1]).toMatchObject({
      delivery_method: 'authenticator_app',
      authenticator_app_factor: { totp_id: totp.totp_id },
    });
  });

  it('accepts the code of the step before now, and refuses one two steps old', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    await toStartOfNextStep(emulator);
    const now = emulator.project().clock.now();
    expect(
      (await authenticate(emulator, sessionToken, codeAt(totp.secret, now - 2 * STEP_MS))).json.error_type,
    ).toBe('unable_to_authenticate_totp');
    expect((await authenticate(emulator, sessionToken, codeAt(totp.secret, now - STEP_MS))).status).toBe(200);
  });

  it('refuses a wrong code with 401 unable_to_authenticate_totp', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    const now = emulator.project().clock.now();
    // Not the code of any step the window accepts, whichever step the call lands in.
    const accepted = [-2, -1, 0, 1, 2].map((steps) => codeAt(totp.secret, now + steps * STEP_MS));
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].find(
      (c) => !accepted.includes(c),
    )!;
    const { status, json } = await authenticate(emulator, sessionToken, wrong);
    expect(status).toBe(401);
    expect(json.error_type).toBe('unable_to_authenticate_totp');
  });

  it('refuses the same code a second time', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    const code = currentCode(emulator, totp.secret);
    expect((await authenticate(emulator, sessionToken, code)).status).toBe(200);
    const replay = await authenticate(emulator, sessionToken, code);
    expect(replay.status).toBe(400);
    expect(replay.json.error_type).toBe('totp_code_already_authenticated');
  });

  it('takes the next code after a used one once the project clock moves on', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    expect((await authenticate(emulator, sessionToken, currentCode(emulator, totp.secret))).status).toBe(200);
    await advance(emulator, STEP_MS);
    expect((await authenticate(emulator, sessionToken, currentCode(emulator, totp.secret))).status).toBe(200);
  });

  it('refuses a TOTP not authenticated before expiration_minutes pass on the project clock', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator, 5);
    await advance(emulator, 5 * 60_000);
    const { status, json } = await authenticate(emulator, sessionToken, currentCode(emulator, totp.secret));
    expect(status).toBe(400);
    expect(json.error_type).toBe('expired_totp');
  });

  it('names a malformed code, a recovery code, and a user without a TOTP', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    expect((await authenticate(emulator, sessionToken, '12345')).json.error_type).toBe('invalid_totp_code');
    expect((await authenticate(emulator, sessionToken, totp.recovery_codes[0])).json.error_type).toBe(
      'recovery_code_used_as_totp_code',
    );
    const bob = await emulator.login('bob@example.com');
    const none = await authenticate(emulator, bob.session_token, '123456');
    expect(none.status).toBe(404);
    expect(none.json.error_type).toBe('totps_not_found_for_user');
  });

  it('forgets a TOTP deleted from the user', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withNewTotp(emulator);
    const deleted = await emulator.call({
      method: 'DELETE',
      path: `/users/totps/${totp.totp_id}`,
      sessionToken,
    });
    expect(deleted.json.data.__user.totps).toEqual([]);
    // Its secret and recovery codes are gone from the store too, not just from the user.
    expect(emulator.project().collections.totps.has(totp.totp_id)).toBe(false);
    const { json } = await authenticate(emulator, sessionToken, currentCode(emulator, totp.secret));
    expect(json.error_type).toBe('totps_not_found_for_user');
  });
});

describe('totps recovery codes and recover', () => {
  async function withActiveTotp(emulator: Emulator) {
    const created = await withNewTotp(emulator);
    const code = currentCode(emulator, created.totp.secret);
    expect((await authenticate(emulator, created.sessionToken, code)).status).toBe(200);
    return created;
  }

  it('recovery_codes answers the user and the TOTP with its unused codes', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withActiveTotp(emulator);
    const { status, json } = await emulator.call({ path: '/totps/recovery_codes', sessionToken });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      user_id: totp.__user.user_id,
      totps: { totp_id: totp.totp_id, verified: true, recovery_codes: totp.recovery_codes },
    });
  });

  it('recovery_codes answers 404 recovery_codes_not_found for a user with no TOTP', async () => {
    const emulator = sdkTestClient();
    const login = await emulator.login('no-totp@example.com');
    const { status, json } = await emulator.call({
      path: '/totps/recovery_codes',
      sessionToken: login.session_token,
    });
    expect(status).toBe(404);
    expect(json.error_type).toBe('recovery_codes_not_found');
  });

  it('recover logs in with a recovery code once, adds a recovery_code factor, and drops the code from the list', async () => {
    const emulator = sdkTestClient();
    const { sessionToken, totp } = await withActiveTotp(emulator);
    const [first, ...rest] = totp.recovery_codes as string[];
    const { status, json } = await recover(emulator, sessionToken, first!);
    expect(status).toBe(200);
    expect(json.data.totp_id).toBe(totp.totp_id);
    const factor = json.data.session.authentication_factors.at(-1);
    expect(factor).toMatchObject({ type: 'recovery_code', delivery_method: 'recovery_code' });
    expect(factor.recovery_code_factor.totp_recovery_code_id).toMatch(/^totp-recovery-code-test-/);

    const again = await recover(emulator, sessionToken, first!);
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('unable_to_authenticate_recovery_code');
    const listed = await emulator.call({ path: '/totps/recovery_codes', sessionToken });
    expect(listed.json.data.totps.recovery_codes).toEqual(rest);
  });

  it('recover refuses a wrong code, a TOTP code, and a user whose TOTP was never authenticated', async () => {
    const emulator = sdkTestClient();
    const { sessionToken } = await withActiveTotp(emulator);
    const wrong = await recover(emulator, sessionToken, 'aaaa-bbbb-cccc');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error_type).toBe('unable_to_authenticate_recovery_code');
    expect((await recover(emulator, sessionToken, '123456')).json.error_type).toBe(
      'totp_code_used_as_recovery_code',
    );

    const other = sdkTestClient();
    const pending = await withNewTotp(other);
    const refused = await recover(other, pending.sessionToken, pending.totp.recovery_codes[0]);
    expect(refused.status).toBe(404);
    expect(refused.json.error_type).toBe('totps_not_found_for_user');
  });
});
