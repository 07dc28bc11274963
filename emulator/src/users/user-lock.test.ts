import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlApiError, type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { postSdk, type SdkAnswer } from '../test-support/sdk-over-http';

const MINUTE = 60_000;
const EMAIL = 'ada@example.com';
const RIGHT = 'violet-tractor-umbrella-1987';
const WRONG = 'not-the-password-at-all';
const NEW = 'quiet-harbour-lantern-2046';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

type Answer = SdkAnswer;

const sdk = (control: ControlClient, path: string, body: unknown, sessionToken?: string) =>
  postSdk(emulator.httpUrl, control, path, body, sessionToken);

/** A project holding Ada with a password, whose lock settings are `settings` over the defaults. */
async function projectWithAda(settings: { threshold?: number; minutes?: number } = {}) {
  const control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
  await control.updateSettings({
    ...(settings.threshold !== undefined ? { password_lockout_threshold: settings.threshold } : {}),
    ...(settings.minutes !== undefined ? { password_lockout_minutes: settings.minutes } : {}),
  });
  await control.seedUser({ email: EMAIL, password: RIGHT });
  return control;
}

function logIn(control: ControlClient, password: string, email = EMAIL): Promise<Answer> {
  return sdk(control, '/passwords/authenticate', { email, password, session_duration_minutes: 60 });
}

/** Wrong guesses all at once, as a guessing script sends them: each counts, and none slips past the lock. */
async function guessWrong(control: ControlClient, times: number): Promise<void> {
  const answers = await Promise.all(Array.from({ length: times }, () => logIn(control, WRONG)));
  for (const answer of answers) expect(answer.json.error_type).toBe('unauthorized_credentials');
}

function expectLockedOut(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.json).toMatchObject({ status_code: 429, error_type: 'user_lock_limit_reached' });
  expect(answer.detail).toMatch(/locked after \d+ failed sign-ins in a row/);
  expect(answer.detail).toMatch(/reset the password/);
}

/** Emails Ada a passcode; answers the method to authenticate it with and the code itself. */
async function sendPasscode(control: ControlClient): Promise<{ methodId: string; code: string }> {
  const sent = await sdk(control, '/otps/email/login_or_create', { email: EMAIL });
  expect(sent.status).toBe(200);
  const { code } = await control.latestMessage({ to: EMAIL });
  if (!code) throw new Error(`no passcode to ${EMAIL}`);
  return { methodId: sent.json.data.method_id, code };
}

function enterPasscode(control: ControlClient, methodId: string, code: string): Promise<Answer> {
  return sdk(control, '/otps/authenticate', {
    method_id: methodId,
    token: code,
    session_duration_minutes: 60,
  });
}

/** A code of the same shape that is certainly not the one sent. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Wrong passcodes one after another, each refused as a wrong code (none of them as a lock). */
async function guessPasscodeWrong(control: ControlClient, methodId: string, code: string, times: number) {
  for (let guess = 0; guess < times; guess++) {
    const answer = await enterPasscode(control, methodId, wrongCode(code));
    expect(answer.json).toMatchObject({ status_code: 404, error_type: 'otp_code_not_found' });
  }
}

// Every guess costs a password hash; on a busy machine ten of them outlast the default 5 s cap.
describe('the user lock after wrong passwords', { timeout: 60_000 }, () => {
  it('defaults to 10 failed sign-ins in a row and a lock of 60 minutes', async () => {
    const control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
    expect(await control.settings()).toMatchObject({
      password_lockout_threshold: 10,
      password_lockout_minutes: 60,
    });
  });

  it('refuses the right password with user_lock_limit_reached after 10 wrong ones', async () => {
    const control = await projectWithAda();
    await guessWrong(control, 10);
    const refused = await logIn(control, RIGHT);
    expectLockedOut(refused);
    expect(refused.detail).toMatch(/Try again in 60 minutes/);
  });

  it('counts only wrong passwords in a row: a right one starts the count again', async () => {
    const control = await projectWithAda({ threshold: 3 });
    await guessWrong(control, 2);
    expect((await logIn(control, RIGHT)).status).toBe(200);
    await guessWrong(control, 2);
    expect((await logIn(control, RIGHT)).status).toBe(200);
  });

  it('logs in again once the project clock passes the lock, and not a minute before', async () => {
    const control = await projectWithAda({ threshold: 3, minutes: 15 });
    await guessWrong(control, 3);
    await control.advanceClock(14 * MINUTE);
    const stillLocked = await logIn(control, RIGHT);
    expectLockedOut(stillLocked);
    expect(stillLocked.detail).toMatch(/Try again in 1 minute,/);
    await control.advanceClock(MINUTE);
    expect((await logIn(control, RIGHT)).status).toBe(200);
  });

  it('is lifted by a password reset by email', async () => {
    const control = await projectWithAda({ threshold: 3 });
    await guessWrong(control, 3);
    await sdk(control, '/passwords/email/reset/start', { email: EMAIL });
    const token = new URL((await control.latestMessage({ to: EMAIL })).link ?? '').searchParams.get('token');
    const reset = await sdk(control, '/passwords/email/reset', {
      token,
      password: NEW,
      session_duration_minutes: 60,
    });
    expect(reset.status).toBe(200);
    expect((await logIn(control, NEW)).status).toBe(200);
  });

  it('is lifted by a password reset from a session of another factor', async () => {
    const control = await projectWithAda({ threshold: 3 });
    await sdk(control, '/otps/email/login_or_create', { email: EMAIL });
    const { code } = await control.latestMessage({ to: EMAIL });
    const [user] = await control.users();
    const otp = await sdk(control, '/otps/authenticate', {
      token: code,
      method_id: user?.emails[0]?.email_id,
      session_duration_minutes: 60,
    });
    await guessWrong(control, 3);
    expectLockedOut(await logIn(control, RIGHT));
    const reset = await sdk(
      control,
      '/passwords/session/reset',
      { password: NEW },
      otp.json.data.session_token,
    );
    expect(reset.status).toBe(200);
    expect((await logIn(control, NEW)).status).toBe(200);
  });

  it('also refuses a reset by existing password while locked', async () => {
    const control = await projectWithAda({ threshold: 3 });
    await guessWrong(control, 3);
    const refused = await sdk(control, '/passwords/existing_password/reset', {
      email: EMAIL,
      existing_password: RIGHT,
      new_password: NEW,
      session_duration_minutes: 60,
    });
    expectLockedOut(refused);
  });

  it('locks only the account that was guessed at', async () => {
    const control = await projectWithAda({ threshold: 3 });
    await control.seedUser({ email: 'bob@example.com', password: RIGHT });
    await guessWrong(control, 3);
    expect((await logIn(control, RIGHT, 'bob@example.com')).status).toBe(200);
  });

  it('never locks with a threshold of 0', async () => {
    const control = await projectWithAda({ threshold: 0 });
    await guessWrong(control, 12);
    expect((await logIn(control, RIGHT)).status).toBe(200);
  });

  it.each([
    ['a negative threshold', { password_lockout_threshold: -1 }],
    ['a lock shorter than a minute', { password_lockout_minutes: 0 }],
    ['a lock longer than a week', { password_lockout_minutes: 7 * 24 * 60 + 1 }],
  ])('refuses %s in the settings', async (_name, patch) => {
    const control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
    const refusal = await control.updateSettings(patch).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ControlApiError);
    expect((refusal as ControlApiError).envelope.status_code).toBe(400);
  });
});

describe('the user lock after wrong passcodes', { timeout: 60_000 }, () => {
  it('refuses the right passcode and the right password with user_lock_limit_reached after 3 wrong passcodes', async () => {
    const control = await projectWithAda({ threshold: 3 });
    const { methodId, code } = await sendPasscode(control);
    await guessPasscodeWrong(control, methodId, code, 3);
    const passcode = await enterPasscode(control, methodId, code);
    expectLockedOut(passcode);
    expect(passcode.detail).toMatch(/Try again in 60 minutes/);
    expectLockedOut(await logIn(control, RIGHT));
  });

  it('refuses a fresh passcode too while the lock holds', async () => {
    const control = await projectWithAda({ threshold: 3 });
    const first = await sendPasscode(control);
    await guessPasscodeWrong(control, first.methodId, first.code, 3);
    const fresh = await sendPasscode(control);
    expectLockedOut(await enterPasscode(control, fresh.methodId, fresh.code));
  });

  it('counts only wrong passcodes in a row: a right one before the threshold starts the count again', async () => {
    const control = await projectWithAda({ threshold: 3 });
    const first = await sendPasscode(control);
    await guessPasscodeWrong(control, first.methodId, first.code, 2);
    expect((await enterPasscode(control, first.methodId, first.code)).status).toBe(200);
    const second = await sendPasscode(control);
    await guessPasscodeWrong(control, second.methodId, second.code, 2);
    expect((await enterPasscode(control, second.methodId, second.code)).status).toBe(200);
    expect((await logIn(control, RIGHT)).status).toBe(200);
  });

  it('adds wrong passcodes and wrong passwords into one count', async () => {
    const control = await projectWithAda({ threshold: 3 });
    const { methodId, code } = await sendPasscode(control);
    await guessPasscodeWrong(control, methodId, code, 2);
    await guessWrong(control, 1);
    expectLockedOut(await enterPasscode(control, methodId, code));
    expectLockedOut(await logIn(control, RIGHT));
  });

  it('is cleared by a right password before the threshold, for the next passcodes', async () => {
    const control = await projectWithAda({ threshold: 3 });
    const { methodId, code } = await sendPasscode(control);
    await guessPasscodeWrong(control, methodId, code, 2);
    expect((await logIn(control, RIGHT)).status).toBe(200);
    await guessPasscodeWrong(control, methodId, code, 2);
    expect((await enterPasscode(control, methodId, code)).status).toBe(200);
  });

  it('takes the passcode again once the project clock passes the lock', async () => {
    const control = await projectWithAda({ threshold: 3, minutes: 15 });
    const first = await sendPasscode(control);
    await guessPasscodeWrong(control, first.methodId, first.code, 3);
    await control.advanceClock(14 * MINUTE);
    expectLockedOut(await enterPasscode(control, first.methodId, first.code));
    await control.advanceClock(MINUTE);
    const fresh = await sendPasscode(control);
    expect((await enterPasscode(control, fresh.methodId, fresh.code)).status).toBe(200);
  });
});
