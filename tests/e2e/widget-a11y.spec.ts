import { expect, test } from '../support/fixtures';
import {
  expectNoAxeViolations,
  magicLinkConfig,
  openMagicLink,
  openWidget,
  sendMagicLink,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';

test.describe('accessibility of the widget (axe, zero violations)', () => {
  for (const shadow of [false, true]) {
    const dom = shadow ? 'shadow DOM' : 'light DOM';

    test(`Main with magic links only, and EmailConfirmation, in ${dom}`, async ({
      page,
      publicToken,
      baseURL,
    }) => {
      await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken), shadow });
      expect(await page.locator('#widget').evaluate((host) => host.shadowRoot !== null)).toBe(shadow);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await sendMagicLink(page, EMAIL);
      await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open in Gmail (opens in a new tab)' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('Main with several products and the tab strip', async ({ page, publicToken }) => {
    await openWidget(page, {
      publicToken,
      config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } },
    });
    await expect(page.getByRole('tab')).toHaveText(['Email', 'Text', 'WhatsApp']);
    await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(page.getByLabel('Country code')).toHaveValue('US');
    await expectNoAxeViolations(page);
  });

  test('Main with a server error under the email field', async ({ page, publicToken, control, baseURL }) => {
    await control.injectFault({
      endpoint: '/magic_links/email/login_or_create',
      errorType: 'invalid_email',
      status: 400,
    });
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email address' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the config error shown in place of the widget', async ({ page, publicToken }) => {
    await openWidget(
      page,
      {
        publicToken,
        config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
      },
      { expectMain: false },
    );
    await expect(page.locator('.foyer-config-error')).toHaveText('Error: Cannot use both EML and Email OTP');
    await expect(page.locator('.foyer-config-error')).toHaveAttribute('role', 'alert');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an error toast (a failed passcode resend)', async ({ page, publicToken, control }) => {
    await openWidget(page, { publicToken, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    await page.getByLabel('Phone number').fill('(201) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await control.latestMessage({ to: PHONE, channel: 'sms' });
    await control.injectFault({
      endpoint: '/otps/sms/login_or_create',
      errorType: 'too_many_requests',
      status: 429,
      count: 2,
    });

    // Two failed resends stack two error toasts in the same live region, 8 px apart (the spec's gutter).
    // Errors leave after 4 s unless hovered or focused, so each is held as soon as it shows: the pointer
    // rests on the first (the second resend is pressed by keyboard, which leaves the pointer there) and
    // focus sits in the second. However slow the machine, axe then looks at both.
    const toasts = page.locator('.foyer-toast[data-kind="error"]');
    const resend = page.getByRole('button', { name: 'Resend code' });
    await resend.click();
    await toasts.first().hover();
    await resend.press('Enter');
    await expect(toasts).toHaveCount(2);
    await toasts.nth(1).getByRole('button', { name: 'Dismiss notification' }).focus();
    const [upper, lower] = await Promise.all([toasts.nth(0).boundingBox(), toasts.nth(1).boundingBox()]);
    expect(upper && lower && lower.y - (upper.y + upper.height)).toBe(8);
    await expect(page.getByRole('alert').filter({ has: toasts.first() })).toBeVisible();
    await expectNoAxeViolations(page);
    // Axe looked while both were up.
    await expect(toasts).toHaveCount(2);
  });

  test('a success toast ("Email resent")', async ({ page, publicToken, control }) => {
    await control.seedUser({ email: EMAIL, password: 'purple monkey dishwasher 42' });
    await openWidget(page, { publicToken, config: { products: ['passwords'] } });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();

    await page.getByRole('button', { name: 'Resend email' }).click();
    const toast = page.locator('.foyer-toast[data-kind="success"]');
    // Successes leave after 2 s unless hovered: the pointer holds it for as long as axe takes.
    await toast.hover();
    await expect(toast).toHaveText(/Email resent/);
    await expect(page.getByRole('status').filter({ has: toast })).toBeVisible();
    await expectNoAxeViolations(page);
    // Axe looked while the toast was up.
    await expect(toast).toHaveCount(1);
  });
});

test.describe('keyboard alone', () => {
  for (const shadow of [false, true]) {
    const dom = shadow ? 'shadow DOM' : 'light DOM';

    test(`a magic-link login, with Try again, moving focus to each new screen's heading, in ${dom}`, async ({
      page,
      publicToken,
      control,
      baseURL,
    }) => {
      await openWidget(page, {
        publicToken,
        config: magicLinkConfig(baseURL, publicToken, { shadow }),
        shadow,
      });
      const email = page.getByRole('textbox', { name: 'Email' });
      const checkYourEmail = page.getByRole('heading', { name: 'Check your email', exact: true });

      await page.keyboard.press('Tab');
      await expect(email).toBeFocused();
      // An address longer than the card is wide: shown whole, broken inside the text, not past the card.
      const longEmail = `${'someone'.repeat(9)}@${'mail.'.repeat(12)}example.com`;
      await page.keyboard.type(longEmail);
      await page.keyboard.press('Enter');
      await expect(checkYourEmail).toBeFocused();
      await expect(page.locator('strong', { hasText: longEmail })).toBeVisible();
      const sidewaysScroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sidewaysScroll, 'the address pushes the card past the page').toBe(0);

      for (const service of ['Gmail', 'Yahoo', 'Outlook']) {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: `Open in ${service}` })).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeFocused();
      await expect(email).toHaveValue('');

      await page.keyboard.press('Tab');
      await expect(email).toBeFocused();
      await page.keyboard.type(EMAIL);
      await page.keyboard.press('Enter');
      await expect(checkYourEmail).toBeFocused();
      await expect(page.locator('strong', { hasText: EMAIL })).toBeVisible();

      // The rest happens in the mail client: the user opens the link.
      const message = await control.latestMessage({ to: EMAIL, channel: 'email' });
      await openMagicLink(page, message.link ?? '');
      expect((await control.users()).map((user) => [user.emails[0]?.email, user.status])).toEqual(
        expect.arrayContaining([[EMAIL, 'active']]),
      );
    });
  }
});
