import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../server';
import { latestCode, latestLink, latestMessage } from './index';

// A host app's test, as it reads the emulator: the page's client sends, the test finds the message
// to an address by its subject and checks who sent it.

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ projectName: 'Acme Shop' });
});
afterAll(async () => {
  await emulator.close();
});

function project() {
  return { emulator: emulator.httpUrl, publicToken: `public-token-test-${crypto.randomUUID()}` };
}

/** What the page's client posts to the browser API. */
async function send(publicToken: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('@foyer/emulator/testing reads the inbox as a host test would', () => {
  it('finds the signup email by its subject, from the Test sender, named for the project the emulator was started with', async () => {
    const options = project();
    await send(options.publicToken, '/magic_links/email/login_or_create', { email: 'ada@example.com' });
    const email = await latestMessage({
      ...options,
      to: 'ada@example.com',
      subject: 'Your account creation request for ',
    });
    expect(email.subject).toBe('Your account creation request for Acme Shop');
    expect(email.from).toEqual({ name: 'Login', address: 'login@stytchtest.com' });
    expect(email.link).toBe(await latestLink({ ...options, to: 'ada@example.com' }));
  });

  it('waits for the message with the subject asked for, past others to the same address', async () => {
    const options = project();
    await send(options.publicToken, '/otps/email/login_or_create', { email: 'ada@example.com' });
    const reset = latestMessage({
      ...options,
      to: 'ada@example.com',
      subject: 'Reset your',
      timeoutMs: 5_000,
    });
    await send(options.publicToken, '/passwords/email/reset/start', { email: 'ada@example.com' });
    expect((await reset).subject).toBe('Reset your Acme Shop password');
  });

  it('reads a texted passcode with the number it came from', async () => {
    const options = project();
    await send(options.publicToken, '/otps/sms/login_or_create', { phone_number: '+15555550100' });
    const text = await latestMessage({ ...options, to: '+15555550100', channel: 'sms' });
    expect(text).toMatchObject({ subject: null, from: { name: null, address: '+12025550100' } });
    expect(await latestCode({ ...options, to: '+15555550100', channel: 'sms' })).toBe(text.code);
  });
});
