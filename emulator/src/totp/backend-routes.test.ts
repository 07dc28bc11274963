import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendEmulator, startBackendEmulator } from '../test-support/backend-emulator';
import { codeAt } from './totp-secrets';

let env: BackendEmulator;
beforeAll(async () => {
  env = await startBackendEmulator();
});
afterAll(async () => {
  await env?.close();
});

describe('TOTP through the backend SDK', () => {
  it('creates a TOTP for a user, authenticates a code, lists and spends recovery codes', async () => {
    const { user_id } = await env.sdk.call('users.create', { email: 'totp@example.com' });
    const created = await env.sdk.call('totps.create', { user_id });
    expect(created).toMatchObject({
      user_id,
      secret: expect.any(String),
      qr_code: expect.stringMatching(/^data:image\/png/),
    });
    expect(created.recovery_codes).toHaveLength(10);

    const code = codeAt(created.secret, env.project.clock.now());
    const auth = await env.sdk.call('totps.authenticate', {
      user_id,
      totp_code: code,
      session_duration_minutes: 20,
    });
    expect(auth).toMatchObject({ user_id, totp_id: created.totp_id });
    expect(auth.user.totps).toEqual([{ totp_id: created.totp_id, verified: true }]);
    await expect(env.sdk.call('totps.authenticate', { user_id, totp_code: code })).rejects.toMatchObject({
      status_code: 400,
      error_type: 'totp_code_already_authenticated',
    });

    const listed = await env.sdk.call('totps.recoveryCodes', { user_id });
    expect(listed.totps[0].recovery_codes).toEqual(created.recovery_codes);
    const recovered = await env.sdk.call('totps.recover', {
      user_id,
      recovery_code: created.recovery_codes[0],
      session_token: auth.session_token,
    });
    expect(recovered.session.session_id).toBe(auth.session.session_id);
    expect((await env.sdk.call('totps.recoveryCodes', { user_id })).totps[0].recovery_codes).toHaveLength(9);

    const removed = await env.sdk.call('users.deleteTOTP', { totp_id: created.totp_id });
    expect(removed.user.totps).toEqual([]);
  });

  it('refuses a wrong code', async () => {
    const { user_id } = await env.sdk.call('users.create', { email: 'totp-wrong@example.com' });
    const created = await env.sdk.call('totps.create', { user_id });
    const right = codeAt(created.secret, env.project.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(env.sdk.call('totps.authenticate', { user_id, totp_code: wrong })).rejects.toMatchObject({
      status_code: 401,
      error_type: 'unable_to_authenticate_totp',
    });
  });
});
