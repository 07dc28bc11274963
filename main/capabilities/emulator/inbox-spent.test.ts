import { createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorControl, type EmulatorControlCapability } from './emulator-control';

let emulator: RunningEmulator;
let control: EmulatorControlCapability;
let tokenCount = 0;
const freshToken = () => `public-token-test-inbox-${Date.now()}-${tokenCount++}`;
const controlOf = (token: string) =>
  createControlClient(emulator.httpUrl, token, { controlToken: emulator.controlToken });

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0, controlToken: 'auto' });
  control = createEmulatorControl({ controlFor: controlOf });
});
afterAll(async () => {
  control.stop();
  await emulator.close();
});

/** Calls the SDK API as the client library does: only the SDK sends and redeems links and codes. */
async function sdk<T>(publicToken: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
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

describe('the inbox as the testbed reads it', () => {
  it("marks the one link of a reset email that was used, from the emulator's token records", async () => {
    const token = freshToken();
    await controlOf(token).seedUser({ email: 'ada@example.com', password: 'purple monkey dishwasher 42' });
    await sdk(token, '/passwords/email/reset/start', { email: 'ada@example.com' });
    const [sent] = await control.messages(token);
    expect(sent?.usedTokens).toEqual({});

    const login = tokenOf(sent?.text ?? '', 'login');
    await sdk(token, '/magic_links/authenticate', { token: login, session_duration_minutes: 30 });
    const [read] = await control.messages(token);
    expect(Object.keys(read?.usedTokens ?? {})).toEqual([login]);
    expect(read?.text).toContain(tokenOf(read?.text ?? '', 'reset_password'));
  });

  it('marks a passcode used once it logged in, and clears the inbox', async () => {
    const token = freshToken();
    const { method_id } = await sdk<{ method_id: string }>(token, '/otps/email/login_or_create', {
      email: 'grace@example.com',
    });
    const [sent] = await control.messages(token);
    expect(sent?.codeUsedAt).toBeNull();
    await sdk(token, '/otps/authenticate', { token: sent?.code, method_id, session_duration_minutes: 30 });
    const [read] = await control.messages(token);
    expect(read?.codeUsedAt).toEqual(expect.any(String));

    await control.clearMessages(token);
    expect(await control.messages(token)).toEqual([]);
  });
});
