import { expect, type Locator, test } from '@playwright/test';
import { axeResults, listViolations } from '../support/axe';
import type { Scenario } from './scenarios';
import { mountDemoAppPreset } from './scenarios-idp';
import type { TestbedPage } from './testbed-page';

const PASSWORD = 'purple monkey dishwasher 42';

function sessionBar(testbed: TestbedPage): Locator {
  return testbed.page.getByRole('region', { name: 'Session', exact: true });
}

/** Axe's violations in one part of the testbed page, as `id (targets)` lines. */
async function violationsIn(testbed: TestbedPage, selector: string): Promise<string[]> {
  return listViolations((await axeResults(testbed.page, { include: selector })).violations);
}

/** Who is signed in, the Cookies panel's detail pane and the Inbox's links, as a developer uses them. */
export const SESSION_SCENARIOS: readonly Scenario[] = [
  {
    title:
      'completes a magic-link login through the inbox, with the state, events, cookies and session panels following, decodes the session JWT, and signs out',
    async run({ testbed, control, testInfo }) {
      // Two page loads, every log panel and two more mounts: more than most scenarios on a busy machine.
      testInfo.slow();
      const email = 'ada@example.com';
      const bar = sessionBar(testbed);

      await test.step('signed out, nothing in the Mount panel is cut off', async () => {
        await expect(bar.getByTestId('session-user')).toHaveText('Signed out');
        // The presets and the public token at the panel's end included.
        await testbed.page
          .locator('aside.sidebar')
          .evaluate((sidebar) => sidebar.scrollTo(0, sidebar.scrollHeight));
        await testbed.screenshot('testbed-mount-panel-end', testInfo);
      });

      await test.step('the link is sent, with the state and events panels following', async () => {
        await testbed.widget.getByRole('textbox', { name: 'Email' }).fill(email);
        await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
        await expect(await testbed.stateScreen()).toHaveText('EmailConfirmation');
        const state = await testbed.openPanel('State');
        const screenChange = state
          .getByRole('table', { name: 'Mutation log' })
          .getByRole('row')
          .filter({ has: testbed.page.getByRole('cell', { name: 'screen', exact: true }) });
        await expect(screenChange).toContainText('"Main"');
        await expect(screenChange).toContainText('"EmailConfirmation"');
        await testbed.screenshot('testbed-state-panel', testInfo);
        const events = await testbed.openPanel('Events');
        await expect(events.getByRole('row').filter({ hasText: 'email_sent' })).toContainText(email);
        await testbed.screenshot('testbed-events-panel', testInfo);
      });

      await test.step('the link opened from the Inbox signs in, and the client writes its cookies', async () => {
        const inbox = await testbed.openPanel('Inbox');
        const message = inbox
          .getByRole('list', { name: 'Messages' })
          .getByRole('listitem')
          .filter({ hasText: email });
        await expect(message).toBeVisible();
        await testbed.screenshot('testbed-inbox-panel', testInfo);
        const sent = await control.latestMessage({ to: email });
        expect(sent.link).toContain(testbed.origin);
        await message.getByRole('button', { name: 'Open link in testbed' }).click();
        // Back on the testbed: the host authenticated the link and the client wrote its cookies.
        await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
        const cookies = await testbed.openPanel('Cookies');
        const table = cookies.getByRole('table', { name: 'Cookies' });
        await expect(table.getByRole('row').filter({ hasText: 'stytch_session_jwt' })).toBeVisible();
        await expect(table.getByRole('row').filter({ hasText: /^stytch_session(?!_jwt)/ })).toContainText(
          'Lax',
        );
        await expect(cookies.getByRole('list', { name: 'Cookie changes' })).toContainText('inserted');
        expect(await control.sessions()).toHaveLength(1);
        await testbed.screenshot('testbed-cookies-panel', testInfo);
      });

      await test.step('the Cookies panel decodes the session JWT', async () => {
        const cookies = await testbed.openPanel('Cookies');
        await cookies.getByRole('button', { name: 'stytch_session_jwt', exact: true }).click();
        const detail = cookies.getByRole('region', { name: 'Cookie stytch_session_jwt' });
        const decoded = detail.getByRole('region', { name: 'Decoded JWT' });
        await expect(decoded).toContainText('"typ": "JWT"');
        await expect(decoded).toContainText('"sub": "user-');
        const times = decoded.getByRole('table', { name: 'Times in the claims' });
        for (const claim of ['iat', 'exp', 'nbf']) {
          await expect(
            times.getByRole('row').filter({ has: testbed.page.getByText(claim, { exact: true }) }),
          ).toHaveCount(1);
        }
        await expect(times.locator('time').first()).toHaveAttribute('title', /^\d{4}-\d\d-\d\dT.*Z$/);
        await testbed.screenshot('testbed-cookies-jwt', testInfo);
        expect(await violationsIn(testbed, '[role="tabpanel"]')).toEqual([]);
      });

      await test.step('the session bar shows who is signed in after the reload', async () => {
        // The page reloaded: the bar shows the user the client restored, without any action.
        await expect(bar.getByTestId('session-user')).toHaveText(email);
        await expect(bar).toContainText('magic_link (email)');
        const [session] = await control.sessions();
        await expect(bar).toContainText(session?.session_id ?? 'no session');
        await expect(bar.getByTestId('session-remaining')).toHaveText(/^\d+ (h|min) /);
        expect(await violationsIn(testbed, '[aria-label="Session"]')).toEqual([]);
      });

      await test.step('what led to the login is still in both logs, with the reload and its reason', async () => {
        const events = await testbed.openPanel('Events');
        await expect(events.getByRole('row').filter({ hasText: 'Page reloaded' })).toContainText(
          'opened the magic link from the Inbox',
        );
        await expect(events.getByRole('row').filter({ hasText: 'testbed started' })).toHaveCount(2);
        await expect(
          events.getByRole('row').filter({ hasText: 'authenticateByUrl magic_links' }),
        ).toHaveCount(1);
        await testbed.screenshot('testbed-session-bar-events', testInfo);
        const state = await testbed.openPanel('State');
        const mutations = state.getByRole('table', { name: 'Mutation log' });
        await expect(mutations.getByRole('row').filter({ hasText: 'Page reloaded' })).toHaveCount(1);
        await expect(
          mutations.getByRole('row').filter({ hasText: 'EmailConfirmation' }).first(),
        ).toBeVisible();
        await testbed.screenshot('testbed-state-panel-after-reload', testInfo);
      });

      await test.step('the two modes that need a session get past their no-session errors', async () => {
        await testbed.mount('passkeyRegistration');
        await expect(await testbed.stateScreen()).toHaveText('PasskeyRegistrationStart');
        await expect(testbed.widget).not.toContainText('without active user authenticated');
        await testbed.screenshot('testbed-passkey-registration-signed-in', testInfo);
        await mountDemoAppPreset(testbed, 'Authorize (demo app)');
        await expect(await testbed.stateScreen()).toHaveText('IDPConsent');
        await expect(testbed.widget.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
        await testbed.screenshot('testbed-identity-provider-signed-in', testInfo);
      });

      await test.step('Sign out ends the session, and the login mode shows Main', async () => {
        await testbed.mount('login');
        await bar.getByRole('button', { name: 'Sign out' }).click();
        await expect(bar.getByTestId('session-user')).toHaveText('Signed out');
        await expect.poll(async () => (await control.sessions()).length).toBe(0);
        await expect(await testbed.stateScreen()).toHaveText('Main');
        await expect(testbed.widget.getByRole('textbox', { name: 'Email' })).toBeVisible();
      });
    },
  },
  {
    title: "opens the reset email's second link from the Inbox, marks it used, and clears the inbox",
    async run({ testbed, control, testInfo }) {
      // Two page loads, a password hash and a reset email: more than most scenarios on a busy machine.
      testInfo.slow();
      const email = 'lin@example.com';
      await control.seedUser({ email, password: PASSWORD });
      await testbed.mountPanel.getByRole('checkbox', { name: 'Passwords' }).check();
      await testbed.mount('login');
      await testbed.widget.getByRole('textbox', { name: 'Email' }).fill(email);
      await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
      await testbed.widget.getByRole('button', { name: 'Forgot Password?' }).click();

      const inbox = await testbed.openPanel('Inbox');
      const message = inbox
        .getByRole('list', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: email });
      const links = message.getByRole('list', { name: 'Links' }).getByRole('listitem');
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toContainText('Password reset link');
      await expect(links.nth(1)).toContainText('Login link (no password)');
      await testbed.screenshot('testbed-inbox-reset-email', testInfo);
      await links.nth(1).getByRole('button', { name: 'Open link in testbed' }).click();

      // The login link signs in without a password: the session bar shows the user after the reload.
      await expect(testbed.widget.getByText('You have successfully logged in.')).toBeVisible({
        timeout: 30_000,
      });
      await expect(sessionBar(testbed).getByTestId('session-user')).toHaveText(email);
      const after = await testbed.openPanel('Inbox');
      const linksAfter = after.getByRole('list', { name: 'Links' }).getByRole('listitem');
      await expect(linksAfter.nth(1)).toContainText('used');
      await expect(linksAfter.nth(0)).not.toContainText('used');
      await testbed.screenshot('testbed-inbox-used-link', testInfo);
      expect(await violationsIn(testbed, '[role="tabpanel"]')).toEqual([]);

      await after.getByRole('button', { name: 'Clear inbox' }).click();
      await expect(after.getByText('No messages for this project yet.')).toBeVisible();
      expect(await control.messages()).toEqual([]);
    },
  },
];
