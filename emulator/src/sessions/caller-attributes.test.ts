import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../server';

const PUBLIC_TOKEN = 'public-token-test-caller-attributes';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Foyer caller-attributes test';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

/** A password sign-up as the browser client sends it, from a page on localhost in this "browser". */
async function signUpFromBrowser(email: string) {
  const response = await fetch(`${emulator.httpUrl}/sdk/v1/passwords`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'user-agent': BROWSER,
      authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
    },
    body: JSON.stringify({
      email,
      password: 'correct horse battery staple 42',
      session_duration_minutes: 60,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { session: { attributes: unknown } } };
}

describe("a session's caller attributes", () => {
  it('record the address and user agent of the browser whose SDK call started it', async () => {
    const answer = await signUpFromBrowser('ada@example.com');
    expect(answer.data.session.attributes).toEqual({ ip_address: '127.0.0.1', user_agent: BROWSER });
  });

  it('stay empty for a session a local tool makes through the control API', async () => {
    const response = await fetch(`${emulator.httpUrl}/control/v1/projects/${PUBLIC_TOKEN}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'curl/8' },
      body: JSON.stringify({ email: 'grace@example.com' }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { session: { attributes: unknown } } };
    expect(data.session.attributes).toEqual({ ip_address: '', user_agent: '' });
  });
});
