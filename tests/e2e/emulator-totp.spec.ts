import type { ControlClient } from '@foyer/emulator/control';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
// The harness page's globals (`window.client`), for code that runs inside it.
import type {} from '../harness/client';
import { expect, test } from '../support/fixtures';

/** Opens the harness page, waits out the startup session check, and logs in by an emailed passcode. */
async function logIn(page: Page, publicToken: string, control: ControlClient, email: string) {
  const startupCheck = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/sessions/authenticate',
  );
  await page.goto(`/client.html?token=${publicToken}`);
  await startupCheck;
  const { method_id } = await page.evaluate(
    (email) => window.client.otps.email.loginOrCreate(email, { expiration_minutes: 5 }),
    email,
  );
  const { code } = await control.latestMessage({ to: email, channel: 'email' });
  return page.evaluate(
    ({ code, method_id }) =>
      window.client.otps.authenticate(code ?? '', method_id, { session_duration_minutes: 30 }),
    { code, method_id },
  );
}

/** What the user's authenticator app shows now, in the project's time (the emulator checks that clock). */
async function appCode(control: ControlClient, secret: string): Promise<string> {
  const { now } = await control.clock();
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.parse(now) });
}

test.describe('TOTP with the real client', () => {
  test('create shows a scannable QR image; the app code logs in once; a recovery code works once', async ({
    page,
    publicToken,
    control,
  }) => {
    await logIn(page, publicToken, control, 'totp-user@example.com');
    const created = await page.evaluate(() => window.client.totps.create({ expiration_minutes: 5 }));
    expect(created.recovery_codes).toHaveLength(10);
    // The client hands `__user` to its state: the pending TOTP is on the user it holds.
    expect(await page.evaluate(() => window.client.user.getSync()?.totps)).toEqual([
      { totp_id: created.totp_id, verified: false },
    ]);

    const imageWidth = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, created.qr_code);
    expect(imageWidth).toBeGreaterThan(0);

    const code = await appCode(control, created.secret);
    const auth = await page.evaluate(
      (totp_code) => window.client.totps.authenticate({ totp_code, session_duration_minutes: 30 }),
      code,
    );
    expect(auth.session.authentication_factors.map((f) => f.type)).toEqual(['otp', 'totp']);
    expect(await page.evaluate(() => window.client.user.getSync()?.totps)).toEqual([
      { totp_id: created.totp_id, verified: true },
    ]);

    const replay = await page.evaluate(
      (totp_code) =>
        window.client.totps.authenticate({ totp_code, session_duration_minutes: 30 }).then(
          () => null,
          (error: { error_type?: string }) => error.error_type,
        ),
      code,
    );
    expect(replay).toBe('totp_code_already_authenticated');

    const recoveryCode = created.recovery_codes[0] ?? '';
    const recovered = await page.evaluate(
      (recovery_code) => window.client.totps.recover({ recovery_code, session_duration_minutes: 30 }),
      recoveryCode,
    );
    expect(recovered.session.authentication_factors.map((f) => f.type)).toContain('recovery_code');
    const left = await page.evaluate(() => window.client.totps.recoveryCodes());
    expect((left.totps as unknown as { recovery_codes: string[] }).recovery_codes).not.toContain(
      recoveryCode,
    );
  });
});
