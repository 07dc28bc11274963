import { expect, type Locator } from '@playwright/test';
import { axeResults, listViolations } from '../support/axe';
import type { Scenario } from './scenarios';
import type { TestbedPage } from './testbed-page';

const PASSWORD = 'purple monkey dishwasher 42';

function sessionBar(testbed: TestbedPage): Locator {
  return testbed.page.getByRole('region', { name: 'Session' });
}

/** Axe's violations in one part of the testbed page, as `id (targets)` lines. */
async function violationsIn(testbed: TestbedPage, selector: string): Promise<string[]> {
  return listViolations((await axeResults(testbed.page, { include: selector })).violations);
}

/** Sends a magic link from the widget and opens it from the Inbox panel; the page reloads signed in. */
async function signInByMagicLink(testbed: TestbedPage, email: string): Promise<void> {
  await testbed.widget.getByRole('textbox', { name: 'Email' }).fill(email);
  await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
  await expect(await testbed.stateScreen()).toHaveText('EmailConfirmation');
  const inbox = await testbed.openPanel('Inbox');
  await inbox
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Open link in testbed' })
    .click();
  await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
}

/** Who is signed in, the Cookies panel's detail pane and the Inbox's links, as a developer uses them. */
export const SESSION_SCENARIOS: readonly Scenario[] = [
  {
    title: 'shows who is signed in across a magic-link reload, keeps the logs, and signs out',
    async run({ testbed, control, testInfo }) {
      // Two page loads and every log panel: more than most scenarios on a busy machine.
      testInfo.slow();
      const email = 'ada@example.com';
      const bar = sessionBar(testbed);
      await expect(bar.getByTestId('session-user')).toHaveText('Signed out');
      // Nothing in the Mount panel is cut off: the presets and the public token at its end included.
      await testbed.page
        .locator('aside.sidebar')
        .evaluate((sidebar) => sidebar.scrollTo(0, sidebar.scrollHeight));
      await testbed.screenshot('testbed-mount-panel-end', testInfo);

      await signInByMagicLink(testbed, email);
      // The page reloaded: the bar shows the user the client restored, without any action.
      await expect(bar.getByTestId('session-user')).toHaveText(email);
      await expect(bar).toContainText('magic_link (email)');
      const [session] = await control.sessions();
      await expect(bar).toContainText(session?.session_id ?? 'no session');
      await expect(bar.getByTestId('session-remaining')).toHaveText(/^\d+ (h|min) /);
      expect(await violationsIn(testbed, '[aria-label="Session"]')).toEqual([]);

      // What led to the login is still in both logs, and the reload is an entry with its reason.
      const events = await testbed.openPanel('Events');
      await expect(events.getByRole('row').filter({ hasText: 'Page reloaded' })).toContainText(
        'opened the magic link from the Inbox',
      );
      await expect(events.getByRole('row').filter({ hasText: 'testbed started' })).toHaveCount(2);
      await expect(events.getByRole('row').filter({ hasText: 'authenticateByUrl magic_links' })).toHaveCount(
        1,
      );
      await testbed.screenshot('testbed-session-bar-events', testInfo);
      const state = await testbed.openPanel('State');
      const mutations = state.getByRole('table', { name: 'Mutation log' });
      await expect(mutations.getByRole('row').filter({ hasText: 'Page reloaded' })).toHaveCount(1);
      await expect(mutations.getByRole('row').filter({ hasText: 'EmailConfirmation' }).first()).toBeVisible();
      await testbed.screenshot('testbed-state-panel', testInfo);

      await bar.getByRole('button', { name: 'Sign out' }).click();
      await expect(bar.getByTestId('session-user')).toHaveText('Signed out');
      await expect.poll(async () => (await control.sessions()).length).toBe(0);
      await expect(await testbed.stateScreen()).toHaveText('Main');
      await expect(testbed.widget.getByRole('textbox', { name: 'Email' })).toBeVisible();
    },
  },
  {
    title: 'decodes the session JWT in the Cookies panel',
    async run({ testbed, testInfo }) {
      await signInByMagicLink(testbed, 'grace@example.com');
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
