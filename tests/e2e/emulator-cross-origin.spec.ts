import type { RunningEmulator } from '@foyer/emulator';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'violet-tractor-umbrella-1987';

/** An SDK call made from Node as the real client makes it: Basic credentials and a JSON body. */
async function sdk(emulator: RunningEmulator, publicToken: string, path: string, body: unknown) {
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

/*
 * A page on another origin (`http://evil.localhost:<port>`: Chromium sends *.localhost to loopback)
 * while the emulator runs with a user, a passcode in the inbox and a live session. It tries every
 * read and write a page can attempt; afterwards the control API shows that nothing changed.
 */
test('a page on another origin reads nothing from and writes nothing to the emulator', async ({
  page,
  emulator,
  harness,
  control,
  publicToken,
}) => {
  await control.seedUser({ email: 'ada@example.com', password: PASSWORD });
  await sdk(emulator, publicToken, '/otps/email/login_or_create', { email: 'ada@example.com' });
  await sdk(emulator, publicToken, '/passwords/authenticate', {
    email: 'ada@example.com',
    password: PASSWORD,
    session_duration_minutes: 60,
  });
  const before = {
    messages: await control.messages(),
    sessions: await control.sessions(),
    settings: await control.settings(),
    users: await control.users(),
  };
  expect(before.messages).toHaveLength(1);
  expect(before.sessions).toHaveLength(1);

  const evilOrigin = harness.origin.replace('//localhost:', '//evil.localhost:');
  await page.goto(`${evilOrigin}/attacker-page`);
  expect(new URL(page.url()).hostname).toBe('evil.localhost');

  const attempts = await page.evaluate(
    async ({ httpUrl, publicToken }) => {
      const project = `${httpUrl}/control/v1/projects/${publicToken}`;
      const read = (url: string, init: RequestInit = {}) =>
        fetch(url, { credentials: 'include', ...init }).then(
          async (response) => `read ${response.status}: ${await response.text()}`,
          (error: Error) => `blocked: ${error.name}`,
        );
      // no-cors: no preflight, and the answer is opaque; what counts is whether the server acted.
      const blindPost = (url: string, body: string) =>
        fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }).then(
          (response) => `sent (${response.type})`,
          (error: Error) => `blocked: ${error.name}`,
        );
      const mallory = JSON.stringify({
        email: 'mallory@example.com',
        password: 'a long passphrase nobody guesses',
      });
      return {
        inbox: await read(`${project}/messages`),
        latest: await read(`${project}/messages/latest?to=ada@example.com&timeout_ms=0`),
        sessions: await read(`${project}/sessions`),
        users: await read(`${project}/users`),
        settingsPatch: await read(`${project}/settings`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ redirect_urls: ['https://evil.example/'] }),
        }),
        controlUserByTextPlain: await blindPost(`${project}/users`, mallory),
        resetByTextPlain: await blindPost(`${project}/reset`, '{}'),
        sdkSignUpByTextPlain: await blindPost(`${httpUrl}/sdk/v1/passwords`, mallory),
      };
    },
    { httpUrl: emulator.httpUrl, publicToken },
  );

  for (const read of [
    attempts.inbox,
    attempts.latest,
    attempts.sessions,
    attempts.users,
    attempts.settingsPatch,
  ]) {
    expect(read).toBe('blocked: TypeError');
  }
  expect(attempts.controlUserByTextPlain).toBe('sent (opaque)');
  expect(attempts.resetByTextPlain).toBe('sent (opaque)');
  expect(attempts.sdkSignUpByTextPlain).toBe('sent (opaque)');

  expect(await control.messages()).toEqual(before.messages);
  expect(await control.sessions()).toEqual(before.sessions);
  expect(await control.settings()).toEqual(before.settings);
  expect(await control.users()).toEqual(before.users);
});

/*
 * DNS rebinding: a page whose host name now resolves to 127.0.0.1 is same-origin with what it
 * fetches, so CORS cannot stop it. The emulator answers only its own host names, so a browser that
 * reaches it under another name reads the 421 envelope, never the inbox.
 */
test('a host name rebound to the emulator reads the 421 envelope, not the inbox', async ({
  page,
  emulator,
  control,
  publicToken,
}) => {
  await control.seedUser({ email: 'ada@example.com', password: PASSWORD });
  await sdk(emulator, publicToken, '/otps/email/login_or_create', { email: 'ada@example.com' });
  const [message] = await control.messages();
  const rebound = emulator.httpUrl.replace('//127.0.0.1:', '//rebind.localhost:');
  const response = await page.goto(`${rebound}/control/v1/projects/${publicToken}/messages`);
  expect(response?.status()).toBe(421);
  const body = JSON.parse(await page.locator('body').innerText()) as Record<string, unknown>;
  expect(body).toMatchObject({ status_code: 421, error_type: 'host_not_allowed' });
  expect(JSON.stringify(body)).not.toContain(message?.code ?? 'no code');
});
