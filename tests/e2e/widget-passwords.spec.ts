import type { ControlClient } from '@foyer/emulator';
import type { Page } from '@playwright/test';
// The harness page's globals (`window.foyer`, `window.foyerEvents`, `window.client`).
import type {} from '../harness/widget';
import { expect, test } from '../support/fixtures';
import { PROVIDER_WORDS } from '../support/provider-words';
import {
  expectNoAxeViolations,
  openWidget as openHarness,
  recordCspViolations,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';
const STRONG = 'purple monkey dishwasher 42';
const ANOTHER_STRONG = 'quiet lantern over seven hills';
/** In every public leak list, so the emulator's breach check flags it. */
const LEAKED = 'password1';

type Products = ('passwords' | 'emailMagicLinks' | 'otp')[];

/** Where the reset email's two links lead: the harness's reset mount for this project. */
function resetMountUrl(baseURL: string, publicToken: string): string {
  return `${baseURL}/widget.html?mode=passwordReset&publicToken=${publicToken}`;
}

/**
 * Opens the widget harness with passwords on, its reset emails leading to the harness's reset mount
 * (see `openHarness` for the startup wait).
 */
function openWidget(
  page: Page,
  publicToken: string,
  baseURL: string,
  products: Products = ['passwords'],
  { strictCsp = false, shadow = false } = {},
): Promise<void> {
  const resetUrl = resetMountUrl(baseURL, publicToken);
  const config = {
    products,
    passwordOptions: { loginRedirectURL: resetUrl, resetPasswordRedirectURL: resetUrl },
  };
  return openHarness(page, { publicToken, config, strictCsp, shadow });
}

async function continueWithEmail(page: Page, email = EMAIL): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
  expect(await page.evaluate(() => window.foyerEvents.map((event) => event.type))).toContain(
    'authenticate-flow-complete',
  );
}

/** The password input by its exact label (its Show toggle is named "Show password"). */
const passwordField = (page: Page, name: 'Password' | 'New password' = 'Password') =>
  page.getByLabel(name, { exact: true });

async function latestResetEmail(control: ControlClient, to = EMAIL) {
  const message = await control.latestMessage({ to, channel: 'email' });
  expect(message.link).toContain('stytch_token_type=reset_password');
  return message;
}

/** The "sign in without a password" link of a reset email. */
function loginLinkOf(text: string): string {
  const link = text.match(/https?:\/\/\S*stytch_token_type=login\S*/)?.[0];
  expect(link).toBeTruthy();
  return link ?? '';
}

test.describe('password flows in the widget, against the emulator', () => {
  test('creates an account once the password is strong enough', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await expect(
      page.getByRole('heading', { name: 'Finish creating your account by setting a password' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });

    await passwordField(page).fill('abc');
    await expect(
      page.getByText('Password strength: 0 out of 4.').or(page.getByText(/out of 4\./)),
    ).toBeAttached();
    await expect(page.locator('.foyer-strength-meter')).toHaveAttribute('data-strength', 'weak');
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveText('Hide');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');

    await passwordField(page).fill(STRONG);
    await expect(page.locator('.foyer-strength-meter')).toHaveAttribute('data-strength', 'strong');
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expectLoggedIn(page);
    await expectNoAxeViolations(page);
    const [user] = await control.users();
    expect(user?.emails).toEqual([expect.objectContaining({ email: EMAIL })]);
    expect(user?.password).toEqual(expect.objectContaining({ requires_reset: false }));
  });

  test('refuses a breached password on sign-up with the breach notice', async ({
    page,
    publicToken,
    baseURL,
  }) => {
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await passwordField(page).fill(LEAKED);
    await expect(
      page.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
    // Said once: the server's own warning about the breach is not shown beside it.
    await expect(page.getByText('appeared in a data breach')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('shows the LUDS checklist under a LUDS policy', async ({ page, publicToken, control, baseURL }) => {
    await control.updateSettings({ password_policy: { policy: 'luds', min_length: 12, min_complexity: 3 } });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await passwordField(page).fill('abcdef');
    const rules = page.locator('.foyer-luds-rule');
    await expect(rules).toHaveText([
      'Not met: Must be at least 12 characters long',
      'Not met: Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    ]);
    await passwordField(page).fill('Abcdefgh1234!x');
    await expect(rules.first()).toHaveAttribute('data-met', 'true');
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('logs in with the password, after a wrong one is refused', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.seedUser({ email: EMAIL, password: STRONG });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await expect(page.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await passwordField(page).fill('not my password at all');
    // Pressed from the keyboard: the button is disabled while the call runs, which drops its focus,
    // and it gets it back with the refusal, so the user goes on from where they were.
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized credentials.' })).toBeVisible();
    await expect(submit).toBeFocused();
    await passwordField(page).fill(STRONG);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectLoggedIn(page);
  });

  test("locks the user after repeated wrong passwords and says so in the prebuilt UI's words, even for the right one", async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.updateSettings({ password_lockout_threshold: 2 });
    await control.seedUser({ email: EMAIL, password: STRONG });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    const wrong = page.getByRole('alert').filter({ hasText: 'Unauthorized credentials.' });
    for (const guess of ['first wrong guess', 'second wrong guess']) {
      await passwordField(page).fill(guess);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(wrong).toBeVisible();
    }
    await passwordField(page).fill(STRONG);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: PROVIDER_WORDS.userLocked })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await control.sessions()).toEqual([]);
  });

  test('resets a forgotten password through the emailed link, and takes the spent reset token out of the address: a reload offers no form, a second use is refused', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    test.slow();
    await control.seedUser({ email: EMAIL, password: STRONG });
    await page.clock.install();
    await openWidget(page, publicToken, baseURL ?? '');
    let link = '';

    await test.step('Forgot Password? sends the reset email, and Resend sends another', async () => {
      await continueWithEmail(page);
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
      await expect(page.locator('strong', { hasText: EMAIL })).toBeVisible();
      await expectNoAxeViolations(page);
      const first = await latestResetEmail(control);

      // "Email resent" stays 2 s by the page's clock; paused, the check cannot miss it.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.getByRole('button', { name: 'Resend email' }).click();
      await expect(page.getByText('Email resent')).toBeVisible();
      await page.clock.resume();
      await expect.poll(async () => (await latestResetEmail(control)).message_id).not.toBe(first.message_id);
      link = (await latestResetEmail(control)).link ?? '';
    });

    await test.step('the emailed link resets the password and logs in', async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await passwordField(page, 'New password').fill(ANOTHER_STRONG);
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectLoggedIn(page);
    });

    await test.step('the spent token leaves the address: a reload offers no form', async () => {
      // The token's parameters are gone, the page's own stayed.
      expect([...new URL(page.url()).searchParams.keys()]).toEqual(['mode', 'publicToken']);
      await page.reload();
      await expect(
        page.getByText(
          'This link has no reset token. Ask for a new reset email and open the link it contains.',
        ),
      ).toBeVisible();
    });

    await test.step('opened again from the email, the link is refused as used', async () => {
      // Said under the field, which is not marked invalid (the password is fine), and the token
      // leaves the address again.
      await page.goto(link);
      await passwordField(page, 'New password').fill(STRONG);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'either already used or expired' }),
      ).toBeVisible();
      await expect(passwordField(page, 'New password')).not.toHaveAttribute('aria-invalid');
      expect([...new URL(page.url()).searchParams.keys()]).toEqual(['mode', 'publicToken']);
    });
  });

  test("signs in straight from the reset email's login link", async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.seedUser({ email: EMAIL, password: STRONG });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    const { text } = await latestResetEmail(control);

    // Held back for a moment, so the in-between screen can be seen and checked.
    await control.injectFault({ endpoint: '/magic_links/authenticate', latencyMs: 1500 });
    await page.goto(loginLinkOf(text));
    await expect(page.getByRole('heading', { name: 'Logging in...' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectLoggedIn(page);

    // The same link again is spent: said in the prebuilt UI's words for the answer.
    await page.goto(loginLinkOf(text));
    await expect(page.getByText(PROVIDER_WORDS.spentLink, { exact: true })).toBeVisible();
  });

  test('asks an account whose password must be reset to check its email', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.seedUser({ email: EMAIL, password: STRONG, passwordRequiresReset: true });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await passwordField(page).fill(STRONG);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Check your email to set a new password!' }),
    ).toBeVisible();
    await latestResetEmail(control);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Login without a password' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
    // Picked by kind: the reset email and this one can carry the same stamp on a busy machine.
    await expect
      .poll(async () =>
        (await control.messages({ to: EMAIL, channel: 'email' })).some((message) =>
          message.link?.includes('stytch_token_type=magic_links'),
        ),
      )
      .toBe(true);
  });

  test('tells a user whose leaked password must be reset why', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.seedUser({ email: EMAIL, password: LEAKED, passwordRequiresReset: true });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await passwordField(page).fill(LEAKED);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Check your email to set a new password', exact: true }),
    ).toBeVisible();
    await latestResetEmail(control);
    await expectNoAxeViolations(page);
  });

  test('sends an account without a password a link to set one', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.seedUser({ email: EMAIL });
    await openWidget(page, publicToken, baseURL ?? '');
    await continueWithEmail(page);
    await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await latestResetEmail(control);
    await expectNoAxeViolations(page);
  });

  test('sends an account without a password a login link when magic links are on', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.seedUser({ email: EMAIL });
    await openWidget(page, publicToken, baseURL ?? '', ['emailMagicLinks', 'passwords']);
    await continueWithEmail(page);
    await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
    const message = await control.latestMessage({ to: EMAIL, channel: 'email' });
    expect(message.link).toContain('stytch_token_type=magic_links');
  });

  test('offers a new account a login link instead of a password', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await openWidget(page, publicToken, baseURL ?? '', ['emailMagicLinks', 'passwords']);
    await continueWithEmail(page);
    await expect(
      page.getByRole('heading', { name: 'Choose how you would like to create your account.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
    const message = await control.latestMessage({ to: EMAIL, channel: 'email' });
    expect(message.link).toContain('stytch_token_type=magic_links');
  });

  for (const shadow of [false, true]) {
    test(`creates an account under a strict CSP with no violations${shadow ? ', in shadow DOM' : ''}`, async ({
      page,
      publicToken,
      baseURL,
    }) => {
      const cspViolations = await recordCspViolations(page);
      await openWidget(page, publicToken, baseURL ?? '', ['passwords'], { strictCsp: true, shadow });
      await continueWithEmail(page);
      await passwordField(page).fill(STRONG);
      await expect(page.locator('.foyer-strength-meter')).toHaveAttribute('data-strength', 'strong');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectLoggedIn(page);
      expect(cspViolations).toEqual([]);
    });
  }
});
