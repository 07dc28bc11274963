import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { JWKS_PATH } from '../sessions/jwks-route';
import { postSdk, type SdkAnswer } from '../test-support/sdk-over-http';

// Every expiry here passes by moving the project's clock over the control API: no test waits.

const MINUTE = 60_000;
const STRONG = 'violet-tractor-umbrella-1987';
const STRONGER = 'quiet-harbour-lantern-2046';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

type Answer = SdkAnswer;

function newProject(): ControlClient {
  return createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
}

const sdk = (control: ControlClient, path: string, body: unknown, sessionToken?: string) =>
  postSdk(emulator.httpUrl, control, path, body, sessionToken);

async function signUp(control: ControlClient, email: string, minutes = 60): Promise<Answer> {
  const answer = await sdk(control, '/passwords', {
    email,
    password: STRONG,
    session_duration_minutes: minutes,
  });
  expect(answer.status).toBe(200);
  return answer;
}

async function projectNow(control: ControlClient): Promise<number> {
  return Date.parse((await control.clock()).now);
}

describe('passcodes follow the project clock', () => {
  it('refuses a code once the clock passes its expiry, and takes it just before', async () => {
    const control = newProject();
    const email = 'otp@example.com';
    const sendCode = async () => {
      const sent = await sdk(control, '/otps/email/login_or_create', { email, expiration_minutes: 5 });
      const { code } = await control.latestMessage({ to: email });
      return { method_id: sent.json.data.method_id, token: code, session_duration_minutes: 30 };
    };

    const early = await sendCode();
    await control.advanceClock(4 * MINUTE);
    expect((await sdk(control, '/otps/authenticate', early)).status).toBe(200);

    const late = await sendCode();
    await control.advanceClock(5 * MINUTE);
    const refused = await sdk(control, '/otps/authenticate', late);
    expect(refused.json).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_otp_code' });
    expect(refused.detail).toMatch(/has expired/);
  });
});

describe('the inbox and telemetry follow the project clock', () => {
  it("stamps messages and events with the project's time", async () => {
    const control = newProject();
    await control.advanceClock(60 * MINUTE);
    const email = `stamped-${crypto.randomUUID()}@example.com`;
    await sdk(control, '/otps/email/login_or_create', { email, expiration_minutes: 5 });
    const message = await control.latestMessage({ to: email });
    const now = await projectNow(control);
    expect(Math.abs(Date.parse(message.created_at) - now)).toBeLessThan(30 * MINUTE);
    await fetch(`${emulator.httpUrl}/sdk/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ event: { public_token: control.publicToken, event_name: 'stamped' } }]),
    });
    const [event] = await control.events();
    expect(Math.abs(Date.parse(event?.received_at ?? '') - now)).toBeLessThan(30 * MINUTE);
  });
});

describe('email links follow the project clock', () => {
  it('refuses a magic link once the clock passes its expiry', async () => {
    const control = newProject();
    const email = 'link@example.com';
    // An existing user gets a login link, which lasts login_expiration_minutes.
    await control.seedUser({ email });
    await sdk(control, '/magic_links/email/login_or_create', { email, login_expiration_minutes: 10 });
    const token = new URL((await control.latestMessage({ to: email })).link ?? '').searchParams.get('token');
    await control.advanceClock(10 * MINUTE);
    const refused = await sdk(control, '/magic_links/authenticate', { token, session_duration_minutes: 30 });
    expect(refused.json).toMatchObject({ status_code: 401, error_type: 'unable_to_auth_magic_link' });
    expect(refused.detail).toMatch(/expired/);
  });

  it('refuses a password reset link once the clock passes its expiry', async () => {
    const control = newProject();
    const email = 'reset@example.com';
    await signUp(control, email);
    await sdk(control, '/passwords/email/reset/start', { email, reset_password_expiration_minutes: 15 });
    const token = new URL((await control.latestMessage({ to: email })).link ?? '').searchParams.get('token');
    await control.setClock(new Date((await projectNow(control)) + 15 * MINUTE).toISOString());
    const refused = await sdk(control, '/passwords/email/reset', {
      token,
      password: STRONGER,
      session_duration_minutes: 30,
    });
    expect(refused.json).toMatchObject({
      status_code: 401,
      error_type: 'unable_to_auth_password_reset_token',
    });
    expect(refused.detail).toMatch(/expired/);
  });
});

describe('sessions follow the project clock', () => {
  it('authenticates a session until the clock passes its expiry, then answers session_not_found', async () => {
    const control = newProject();
    const { json } = await signUp(control, 'session@example.com', 30);
    const token = json.data.session_token;

    await control.advanceClock(29 * MINUTE);
    const kept = await sdk(control, '/sessions/authenticate', {}, token);
    expect(kept.status).toBe(200);
    // Authenticating extends the session by its length, from the project's now.
    const expiresIn = Date.parse(kept.json.data.session.expires_at) - (await projectNow(control));
    expect(expiresIn).toBeGreaterThan(29 * MINUTE);
    expect(expiresIn).toBeLessThanOrEqual(30 * MINUTE);

    await control.advanceClock(30 * MINUTE);
    const gone = await sdk(control, '/sessions/authenticate', {}, token);
    expect(gone.json).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
  });

  it("stamps new sessions and users with the project's time", async () => {
    const control = newProject();
    await control.advanceClock(24 * 60 * MINUTE);
    const { json } = await signUp(control, 'stamps@example.com', 60);
    const now = await projectNow(control);
    for (const stamp of [json.data.session.started_at, json.data.user.created_at]) {
      expect(now - Date.parse(stamp)).toBeGreaterThanOrEqual(0);
      expect(now - Date.parse(stamp)).toBeLessThan(MINUTE);
    }
  });
});

describe('session JWTs follow the project clock', () => {
  it("issues iat and exp in the project's time", async () => {
    const control = newProject();
    await control.advanceClock(3 * 60 * MINUTE);
    const { json } = await signUp(control, 'jwt@example.com');
    const claims = decodeJwt(json.data.session_jwt);
    const now = await projectNow(control);
    expect(now - (claims.iat ?? 0) * 1000).toBeGreaterThanOrEqual(0);
    expect(now - (claims.iat ?? 0) * 1000).toBeLessThan(MINUTE);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
  });

  it("has expired by the project's clock once it moves past exp, and a refresh issues a valid one", async () => {
    const control = newProject();
    const { json } = await signUp(control, 'jwt-expiry@example.com');
    const keys = createLocalJWKSet(await publicKeys(control));
    const atProjectNow = async () => ({ currentDate: new Date(await projectNow(control)) });

    await expect(jwtVerify(json.data.session_jwt, keys, await atProjectNow())).resolves.toBeDefined();
    await control.advanceClock(6 * MINUTE);
    await expect(jwtVerify(json.data.session_jwt, keys, await atProjectNow())).rejects.toMatchObject({
      code: 'ERR_JWT_EXPIRED',
    });
    const refreshed = await sdk(control, '/sessions/authenticate', {}, json.data.session_token);
    await expect(
      jwtVerify(refreshed.json.data.session_jwt, keys, await atProjectNow()),
    ).resolves.toBeDefined();
  });
});

/** The project's published signing keys, as a relying backend fetches them. */
async function publicKeys(control: ControlClient): Promise<JSONWebKeySet> {
  const response = await fetch(
    `${emulator.httpUrl}${JWKS_PATH.replace(':public_token', control.publicToken)}`,
  );
  return (await response.json()) as JSONWebKeySet;
}
