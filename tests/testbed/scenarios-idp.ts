import { expect, type Page, test } from '@playwright/test';
import { type Scenario, signInByMagicLink } from './scenarios';
import type { TestbedPage } from './testbed-page';

/** Picks the identity-provider mode and one of the Mount panel's demo app presets, and mounts it. */
export async function mountDemoAppPreset(
  testbed: TestbedPage,
  preset: 'Authorize (demo app)' | 'Logout (demo app)',
): Promise<void> {
  await testbed.mountPanel.getByRole('radio', { name: 'Identity provider' }).check();
  await testbed.mountPanel.getByRole('button', { name: preset }).click();
  await testbed.mountPanel.getByRole('button', { name: /^(Mount|Remount)$/ }).click();
  await expect(testbed.mountStatus).toHaveText('Mounted: identityProvider');
}

/** A claim's value as the demo app's claims table shows it. */
function claim(page: Page, table: 'ID token claims (verified)' | 'Userinfo', name: string) {
  return page.getByRole('region', { name: table }).locator(`td[data-claim="${name}"]`);
}

/** The demo third-party app signing in through the testbed's identity-provider page. */
export const IDP_SCENARIOS: readonly Scenario[] = [
  {
    title:
      'the demo app signs in through the widget, shows its verified claims and refreshes; revoked in the Emulator panel, it can no longer refresh; it logs out',
    async run({ testbed, control, testInfo }) {
      // Two origins, four page loads of the testbed and five of the app: a long flow, given the time.
      testInfo.slow();
      const page = testbed.page;
      const email = 'grace@example.com';
      await signInByMagicLink(testbed, email);
      const [user] = await control.users();
      if (!user) throw new Error('the magic link made no user');
      let demoAppUrl = '';

      await test.step('the app signs in through the widget and shows its verified claims', async () => {
        // To the demo app from the Mount panel's link, as a developer would find it.
        await testbed.mountPanel.getByRole('radio', { name: 'Identity provider' }).check();
        const link = testbed.mountPanel.getByRole('link', { name: 'Open the demo app' });
        demoAppUrl = (await link.getAttribute('href')) ?? '';
        await link.click();
        await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();

        // Sign in: the testbed's page asks for consent in the widget; Allow returns with a code.
        await page.getByRole('link', { name: /^Sign in with / }).click();
        await expect(testbed.mountStatus).toHaveText('Mounted: identityProvider');
        await expect(
          testbed.widget.getByRole('heading', { name: /^Sign in to Foyer demo app/ }),
        ).toBeVisible();
        await testbed.widget.getByRole('button', { name: 'Allow' }).click();

        // The app exchanged the code, verified the ID token and fetched userinfo for the same user.
        await expect(page.getByRole('heading', { name: `Signed in as ${email}` })).toBeVisible();
        await expect(claim(page, 'ID token claims (verified)', 'sub')).toHaveText(user.user_id);
        await expect(claim(page, 'ID token claims (verified)', 'email')).toHaveText(email);
        await expect(claim(page, 'ID token claims (verified)', 'exp')).toHaveText(/^\d+ \(\d{4}-\d\d-\d\d /);
        await expect(claim(page, 'Userinfo', 'sub')).toHaveText(user.user_id);
        await testbed.screenshot('demo-app-claims', testInfo);
      });

      await test.step('a refresh grant rotates the refresh token', async () => {
        const refreshToken = page.locator('td[data-token="refresh"]');
        const firstRefreshToken = await refreshToken.textContent();
        await page.getByRole('button', { name: 'Refresh tokens' }).click();
        await expect(page.getByRole('status')).toHaveText(/^Tokens refreshed/);
        await expect(page.getByText('Tokens refreshed 1 times.')).toBeVisible();
        await expect(refreshToken).not.toHaveText(firstRefreshToken ?? '');
      });

      await test.step('the grant shows in the Emulator panel with its scopes, and Revoke ends it', async () => {
        // The app's request was a one-shot mount from the address: the testbed opens on the login
        // mount it remembered before, not on a replay of the request.
        await page.goto(`${testbed.origin}/?csp=strict`);
        await expect(testbed.mountStatus).toHaveText('Mounted: login');
        const panel = await testbed.openPanel('Emulator');
        const grants = panel.getByRole('table', { name: `Apps connected by ${email}` });
        await expect(grants).toContainText('openid email profile');
        await grants.getByRole('button', { name: /^Revoke Foyer demo app/ }).click();
        await expect(panel.getByText('No user has granted an app.')).toBeVisible();
        expect(await control.userConnectedApps(user.user_id)).toEqual([]);
      });

      await test.step('back at the app, the refresh grant is refused in words with the OAuth code', async () => {
        await page.goto(demoAppUrl);
        await page.getByRole('button', { name: 'Refresh tokens' }).click();
        const alert = page.getByRole('alert');
        await expect(alert).toContainText('Something went wrong');
        await expect(alert).toContainText('invalid_grant');
        await expect(alert).not.toContainText(' at ');
      });

      await test.step('Log out: the ID token hint names the session, so the provider ends it at once', async () => {
        // No confirmation is asked: the widget logs out at once and the app is back signed out.
        await page.getByRole('button', { name: 'Log out' }).click();
        await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
        await expect(page.getByRole('status')).toHaveText('You are signed out.');
        expect(await control.sessions()).toHaveLength(0);
      });
    },
  },
];
