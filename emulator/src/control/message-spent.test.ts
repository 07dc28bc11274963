import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../server';
import { type ControlClient, createControlClient } from './client';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const newProject = (): ControlClient =>
  createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);

/** Calls the SDK API as the client library does: only the SDK sends and redeems links and codes. */
async function sdk<T>(control: ControlClient, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${control.publicToken}:${control.publicToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const tokenOf = (text: string, type: string) =>
  new URL(text.match(new RegExp(`https?://\\S*stytch_token_type=${type}\\S*`))?.[0] ?? 'x:').searchParams.get(
    'token',
  ) ?? '';

describe("the inbox's used marks, read from the emulator's own records", () => {
  it('marks the one link of a reset email that was used', async () => {
    const control = newProject();
    await control.seedUser({ email: 'ada@example.com', password: 'purple monkey dishwasher 42' });
    await sdk(control, '/passwords/email/reset/start', { email: 'ada@example.com' });
    const [sent] = await control.messages();
    expect(sent?.used_tokens).toEqual({});

    const login = tokenOf(sent?.text ?? '', 'login');
    await sdk(control, '/magic_links/authenticate', { token: login, session_duration_minutes: 30 });
    const [read] = await control.messages();
    expect(Object.keys(read?.used_tokens ?? {})).toEqual([login]);
    expect(read?.text).toContain(tokenOf(read?.text ?? '', 'reset_password'));
  });

  it('marks a passcode used once it logged in', async () => {
    const control = newProject();
    const { method_id } = await sdk<{ method_id: string }>(control, '/otps/email/login_or_create', {
      email: 'grace@example.com',
    });
    const [sent] = await control.messages();
    expect(sent?.code_used_at).toBeNull();
    await sdk(control, '/otps/authenticate', { token: sent?.code, method_id, session_duration_minutes: 30 });
    const [read] = await control.messages();
    expect(read?.code_used_at).toEqual(expect.any(String));
  });
});
