import type { Page } from '@playwright/test';
import { type BackendSdk, startBackendSdk } from '../../emulator/src/test-support/backend-sdk';
// The harness page's globals (`window.client`), for code that runs inside it.
import type {} from '../harness/client';
import { expect, test } from '../support/fixtures';

const STRONG = 'violet-tractor-umbrella-1987';

/** Opens the harness page and waits out the client's startup session check. */
async function openClient(page: Page, publicToken: string): Promise<void> {
  const startupCheck = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/sessions/authenticate',
  );
  await page.goto(`/client.html?token=${publicToken}`);
  await startupCheck;
}

let sdk: BackendSdk | undefined;
test.afterEach(async () => {
  await sdk?.close();
  sdk = undefined;
});

test('a session signed in by the page is verified, read and revoked by the host server with the backend SDK', {
  tag: '@smoke',
}, async ({ page, publicToken, control, emulator }) => {
  const email = 'backend-sdk@example.com';
  await openClient(page, publicToken);
  const created = await page.evaluate(
    ({ email, password }) =>
      window.client.passwords.create({ email, password, session_duration_minutes: 60 }),
    { email, password: STRONG },
  );

  // The host's server: the provider's own SDK, trusting the emulator through NODE_EXTRA_CA_CERTS.
  const { project_id, secret } = await control.credentials();
  sdk = await startBackendSdk(
    { project_id, secret, custom_base_url: emulator.httpsUrl },
    emulator.certificatePath,
  );
  const verified = await sdk.call('sessions.authenticateJwt', { session_jwt: created.session_jwt });
  expect(verified.session).toMatchObject({
    session_id: created.session.session_id,
    user_id: created.user_id,
  });
  const user = await sdk.call('users.get', { user_id: created.user_id });
  expect(user.emails).toMatchObject([{ email }]);

  await sdk.call('sessions.revoke', { session_id: created.session.session_id });

  // The page's client learns of the revoke at its next check and drops the session.
  const refused = await page.evaluate(async () => {
    try {
      await window.client.session.authenticate();
      return null;
    } catch (error) {
      return (error as { error_type?: string }).error_type ?? String(error);
    }
  });
  expect(refused).toBe('session_not_found');
  expect(await page.evaluate(() => window.client.session.getSync())).toBeNull();
});
