import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';
import { ControlApiError, type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): { control: ControlClient; token: string } {
  const token = `public-token-test-${crypto.randomUUID()}`;
  return { control: createControlClient(emulator.httpUrl, token), token };
}

/** The client's startup check, over HTTP as the real client sends it. */
async function sessionsAuthenticate(token: string, sessionToken: string) {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1/sessions/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${token}:${sessionToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  return {
    status: response.status,
    json: (await response.json()) as { data?: { session: { session_id: string } } },
  };
}

describe('POST /control/v1/projects/:token/sessions (control.signIn)', () => {
  it('creates a verified user for a new email and a session of an emailed link', async () => {
    const { control, token } = newProject();
    const signedIn = await control.signIn({ email: 'Ada@Example.com' });
    expect(signedIn.user).toMatchObject({
      status: 'active',
      emails: [{ email: 'ada@example.com', verified: true }],
    });
    expect(signedIn.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'magic_link',
        delivery_method: 'email',
        email_factor: { email_id: signedIn.user.emails[0]?.email_id, email_address: 'ada@example.com' },
      }),
    ]);
    expect(await control.users()).toHaveLength(1);
    // The page's client keeps it: the startup check answers the same session.
    const checked = await sessionsAuthenticate(token, signedIn.session_token);
    expect(checked.status).toBe(200);
    expect(checked.json.data?.session.session_id).toBe(signedIn.session.session_id);
  });

  it('finds the user an email names, and signs in by user id', async () => {
    const { control } = newProject();
    const seeded = await control.seedUser({ email: 'grace@example.com', password: 'quiet lantern 42' });
    const byEmail = await control.signIn({ email: 'GRACE@example.com', methods: ['password'] });
    const byId = await control.signIn({ userId: seeded.user_id, methods: ['magic_link', 'password'] });
    expect(byEmail.user_id).toBe(seeded.user_id);
    expect(byId.user_id).toBe(seeded.user_id);
    expect(byEmail.session.authentication_factors.map((f) => f.type)).toEqual(['password']);
    expect(byId.session.authentication_factors.map((f) => f.type)).toEqual(['magic_link', 'password']);
    expect(await control.users()).toHaveLength(1);
    expect(await control.sessions()).toHaveLength(2);
  });

  it('signs a user with only a phone number in by a texted passcode', async () => {
    const { control } = newProject();
    const seeded = await control.seedUser({ phoneNumber: '+12015550123' });
    const signedIn = await control.signIn({ userId: seeded.user_id });
    expect(signedIn.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'otp',
        delivery_method: 'sms',
        phone_number_factor: expect.objectContaining({ phone_number: '+12015550123' }),
      }),
    ]);
  });

  it("lasts the asked minutes of the project's clock, in its JWT too", async () => {
    const { control, token } = newProject();
    // Three days ahead of the machine: a session made on the machine's clock would start too early.
    const { now: movedTo } = await control.advanceClock(3 * 24 * 3600_000);
    const signedIn = await control.signIn({ email: 'ada@example.com', sessionDurationMinutes: 30 });
    const startedAt = Date.parse(signedIn.session.started_at);
    expect(startedAt).toBeGreaterThanOrEqual(Date.parse(movedTo));
    expect(Date.parse(signedIn.session.expires_at) - startedAt).toBe(30 * 60_000);
    const keys = createRemoteJWKSet(new URL(`${emulator.httpUrl}/v1/sessions/jwks/${token}`));
    // Signed on the project's clock too: valid from the moved now on (to the second it was signed in).
    const notBefore = (decodeJwt(signedIn.session_jwt).nbf ?? 0) * 1000;
    expect(notBefore).toBeGreaterThanOrEqual(Math.floor(Date.parse(movedTo) / 1000) * 1000);
    const { payload } = await jwtVerify(signedIn.session_jwt, keys, { currentDate: new Date(notBefore) });
    expect(payload.sub).toBe(signedIn.user_id);
    expect(payload['https://stytch.com/session']).toMatchObject({ id: signedIn.session.session_id });
  });

  it('refuses a method the user has no factor for, leaving no user and no session', async () => {
    const { control } = newProject();
    const error = await control.signIn({ email: 'ada@example.com', methods: ['sms_otp'] }).catch((e) => e);
    expect(error).toBeInstanceOf(ControlApiError);
    expect((error as ControlApiError).envelope).toMatchObject({
      status_code: 400,
      error_type: 'sign_in_method_unavailable',
    });
    expect(await control.users()).toEqual([]);
    expect(await control.sessions()).toEqual([]);
  });

  it('answers 404 for an unknown user id, and 400 for neither or both of email and user_id', async () => {
    const { control } = newProject();
    await expect(control.signIn({ userId: 'user-test-nobody' })).rejects.toMatchObject({
      envelope: { status_code: 404, error_type: 'user_not_found' },
    });
    await expect(control.signIn({} as never)).rejects.toMatchObject({ envelope: { status_code: 400 } });
    await expect(
      control.signIn({ email: 'ada@example.com', userId: 'user-test-x' } as never),
    ).rejects.toMatchObject({ envelope: { status_code: 400 } });
  });
});
