import type { Request } from '@playwright/test';
// The harness page's globals (`window.client`), for code that runs inside it.
import type {} from '../harness/client';
import { expect, test } from '../support/fixtures';

/** Matches the client's calls to one SDK path, leaving out CORS preflights. */
const isSdkCall = (path: string) => (request: Request) =>
  request.method() !== 'OPTIONS' && new URL(request.url()).pathname === `/sdk/v1${path}`;

test.describe('the real client starting against the emulator', () => {
  test('fetches the bootstrap, is logged out by the startup session check and posts its events', async ({
    page,
    publicToken,
    control,
  }) => {
    // A fake clock lets the test run past the client's retry back-off (4 s, 8 s, …) without waiting for it.
    await page.clock.install();
    const sessionChecks: Request[] = [];
    page.on('request', (request) => {
      if (isSdkCall('/sessions/authenticate')(request)) sessionChecks.push(request);
    });

    const bootstrap = page.waitForResponse((r) =>
      isSdkCall(`/projects/bootstrap/${publicToken}`)(r.request()),
    );
    const startupCheck = page.waitForResponse((r) => isSdkCall('/sessions/authenticate')(r.request()));
    await page.goto(`/client.html?token=${publicToken}`);

    const bootstrapResponse = await bootstrap;
    expect(bootstrapResponse.url()).toBe(
      `https://api.emulator.test/sdk/v1/projects/bootstrap/${publicToken}`,
    );
    expect(bootstrapResponse.status()).toBe(200);
    const { data } = await bootstrapResponse.json();
    expect(data.captcha_settings).toEqual({ enabled: false });
    await expect
      .poll(() =>
        page.evaluate((token) => localStorage.getItem(`stytch_sdk_state_${token}::bootstrap`), publicToken),
      )
      .not.toBeNull();

    const checkResponse = await startupCheck;
    expect(checkResponse.status()).toBe(404);
    expect(await checkResponse.json()).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    expect(checkResponse.request().headers().authorization).toBe(
      `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
    );

    await page.clock.runFor(5 * 60_000);
    expect(await page.evaluate(() => window.client.session.getSync())).toBeNull();
    expect(await page.evaluate(() => window.client.user.getSync())).toBeNull();
    expect(sessionChecks).toHaveLength(1);

    await expect
      .poll(async () => (await control.events()).map((event) => event.event_name))
      .toContain('sdk_instance_instantiated');
  });

  test('retries a startup session check that failed recoverably, then stops at the unrecoverable answer', async ({
    page,
    publicToken,
    control,
  }) => {
    await control.injectFault({
      endpoint: '/sessions/authenticate',
      errorType: 'internal_server_error',
      status: 500,
    });
    await page.clock.install();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (isSdkCall('/sessions/authenticate')(response.request())) answers.push(response.status());
    });

    await page.goto(`/client.html?token=${publicToken}`);
    await expect.poll(() => answers).toEqual([500]);
    await page.clock.runFor(5 * 60_000);

    await expect.poll(() => answers).toEqual([500, 404]);
    expect(await control.faults()).toEqual([]);
    expect(await page.evaluate(() => window.client.session.getSync())).toBeNull();
  });
});
