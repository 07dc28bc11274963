import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  type CspViolation,
  downloadedModules,
  isPhoneLibrary,
  magicLinkConfig,
  openMagicLink,
  openWidget,
  recordCspViolations,
  recordScriptRequests,
  sendMagicLink,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';

/**
 * The widget looks as the theme says, which only happens if its stylesheet applied: under the
 * strict policy an injected <style> or style attribute text would have been refused.
 */
async function expectThemed(page: Page, submitButton: string): Promise<void> {
  const container = page.locator('.foyer-container');
  await expect(container).toHaveCSS('width', '400px');
  await expect(container).toHaveCSS('border-top-left-radius', '8px');
  const button = page.getByRole('button', { name: submitButton });
  await expect(button).toHaveCSS('height', '45px');
  await expect(button).toHaveCSS('background-color', 'rgb(25, 48, 61)');
  await expect(page.getByRole('textbox').or(page.getByLabel('Phone number')).first()).toHaveCSS(
    'height',
    '47px',
  );
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toHaveCSS('font-size', '24px');
}

/** The strict policy really is in force on this page (so zero violations means something). */
async function expectStrictPolicy(page: Page): Promise<void> {
  const response = await page.request.get(page.url());
  expect(response.headers()['content-security-policy']).toContain("style-src 'self'");
  expect(response.headers()['content-security-policy']).not.toContain('unsafe-inline');
}

for (const shadow of [false, true]) {
  const dom = shadow ? 'shadow DOM' : 'light DOM';

  test.describe(`the widget under a strict Content-Security-Policy, ${dom}`, () => {
    let violations: CspViolation[];
    test.beforeEach(async ({ page }) => {
      violations = await recordCspViolations(page);
    });

    test('runs the magic-link flow to a logged-in session with zero violations', async ({
      page,
      publicToken,
      control,
      baseURL,
    }) => {
      const config = magicLinkConfig(baseURL, publicToken, { strictCsp: true, shadow });
      await openWidget(page, { publicToken, config, shadow, strictCsp: true });
      await expectStrictPolicy(page);
      expect(await page.locator('#widget').evaluate((host) => host.shadowRoot !== null)).toBe(shadow);
      await expectThemed(page, 'Continue with email');

      await sendMagicLink(page, EMAIL);
      await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Open in Gmail/ })).toHaveCSS('height', '45px');
      const message = await control.latestMessage({ to: EMAIL, channel: 'email' });
      await openMagicLink(page, message.link ?? '');
      await expectStrictPolicy(page);
      await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
      expect(violations).toEqual([]);
    });

    test('runs an SMS passcode login, with the lazily loaded phone chunks, with zero violations', async ({
      page,
      publicToken,
      control,
    }) => {
      const scripts = recordScriptRequests(page);
      const config = { products: ['otp' as const], otpOptions: { methods: ['sms' as const] } };
      await openWidget(page, { publicToken, config, shadow, strictCsp: true });
      await expectThemed(page, 'Continue with text message');

      await page.getByLabel('Phone number').fill('(201) 555-0123');
      await page.getByRole('button', { name: 'Continue with text message' }).click();
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      // The number is shown as the phone library formats it, so its lazy chunk loaded and ran.
      await expect(page.getByText('+1 201 555 0123')).toBeVisible();
      expect((await downloadedModules(page, scripts)).filter(isPhoneLibrary)).not.toEqual([]);

      const { code } = await control.latestMessage({ to: PHONE, channel: 'sms' });
      await page.getByLabel('Passcode').fill(code ?? '');
      await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
      expect(violations).toEqual([]);
    });
  });
}

test('the violation recorder does see a violation on the strict page', async ({ page, publicToken }) => {
  const violations = await recordCspViolations(page);
  await openWidget(page, { publicToken, strictCsp: true });
  // What a widget with runtime style injection would do.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.foyer-container { width: 10px }';
    document.head.append(style);
  });
  await expect.poll(() => violations.map((violation) => violation.directive)).toContain('style-src-elem');
  await expect(page.locator('.foyer-container')).toHaveCSS('width', '400px');
});
