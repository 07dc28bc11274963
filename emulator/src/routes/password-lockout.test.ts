import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlApiError, type ControlClient, createControlClient } from '../control/client';
import { type RunningEmulator, serveStore } from '../server';
import { EmulatorStore } from '../store/store';
import { postSdk, type SdkAnswer } from '../testing/sdk-over-http';

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

/** A project holding Ada with a password, whose lockout settings are `settings` over the defaults. */
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
  expect(answer.json).toMatchObject({ status_code: 429, error_type: 'too_many_requests' });
  expect(answer.json.error_message).toMatch(/locked after \d+ wrong passwords/);
  expect(answer.json.error_message).toMatch(/reset the password/);
}

// Every guess costs a password hash; on a busy machine ten of them outlast the default 5 s cap.
describe('the password lockout', { timeout: 60_000 }, () => {
  it('defaults to 10 wrong passwords in a row and a lock of 60 minutes', async () => {
    const control = createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
    expect(await control.settings()).toMatchObject({
      password_lockout_threshold: 10,
      password_lockout_minutes: 60,
    });
  });

  it('refuses the right password with too_many_requests after 10 wrong ones', async () => {
    const control = await projectWithAda();
    await guessWrong(control, 10);
    const refused = await logIn(control, RIGHT);
    expectLockedOut(refused);
    expect(refused.json.error_message).toMatch(/Try again in 60 minutes/);
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
    expect(stillLocked.json.error_message).toMatch(/Try again in 1 minute,/);
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
