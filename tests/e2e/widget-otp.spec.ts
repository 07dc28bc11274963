import type { ControlClient } from '@foyer/emulator';
import type { Page } from '@playwright/test';
// The harness page's globals (`window.foyer`, `window.foyerEvents`, `window.client`).
import type {} from '../harness/widget';
import { expect, test } from '../support/fixtures';
import {
  expectNoAxeViolations,
  magicLinkConfig,
  openWidget as openHarness,
  recordCspViolations,
  sendMagicLink,
  widgetErrors,
} from '../support/widget-page';

type OTPMethod = 'sms' | 'whatsapp' | 'email';
type OTPOptions = { methods: OTPMethod[]; expirationMinutes?: number };

const PHONE = '+12015550123';
const NATIONAL = '(201) 555-0123';
const EMAIL = 'ada@example.com';

/** Opens the widget harness with passcodes on (see `openHarness` for the startup wait). */
function openWidget(
  page: Page,
  publicToken: string,
  otpOptions: OTPOptions,
  { strictCsp = false, shadow = false } = {},
): Promise<void> {
  return openHarness(page, { publicToken, config: { products: ['otp'], otpOptions }, strictCsp, shadow });
}

async function sendToPhone(page: Page, method: 'sms' | 'whatsapp'): Promise<void> {
  await page.getByLabel('Phone number').fill(NATIONAL);
  const label = method === 'sms' ? 'Continue with text message' : 'Continue with WhatsApp';
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

async function sendToEmail(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

async function latestCode(control: ControlClient, to: string, channel: OTPMethod): Promise<string> {
  const message = await control.latestMessage({ to, channel });
  expect(message.code).toMatch(/^\d{6}$/);
  return message.code ?? '';
}

/** A six-digit code that is certainly not `code`. */
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  expect(await page.evaluate(() => window.foyerEvents.map((event) => event.type))).toContain(
    'authenticate-flow-complete',
  );
  await expect.poll(() => page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
}

test.describe('passcode login in the widget, against the emulator', () => {
  test('logs in with a code sent by text message after a wrong one is refused, with no accessibility violations on Main, OTPAuthenticate and OTPConfirmation', async ({
    page,
    publicToken,
    control,
  }) => {
    await openWidget(page, publicToken, { methods: ['sms', 'whatsapp', 'email'] });

    await test.step('Main: the Text tab selected, the country code US, axe-clean', async () => {
      await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Country code')).toHaveValue('US');
      await expectNoAxeViolations(page);
    });

    await test.step('OTPAuthenticate names the number the code went to, axe-clean', async () => {
      await sendToPhone(page, 'sms');
      await expect(page.getByText('A 6-digit passcode was sent to you at +1 201 555 0123.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    const code = await latestCode(control, PHONE, 'sms');
    await test.step('says the passcode is invalid on a wrong code', async () => {
      await page.getByLabel('Passcode').fill(wrongCodeFor(code));
      await expect(
        page.getByRole('alert').filter({ hasText: 'Invalid passcode, please try again.' }),
      ).toBeVisible();
      await expect(page.getByLabel('Passcode')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Passcode')).toHaveValue('');
    });

    await test.step('then accepts the right one: OTPConfirmation, axe-clean, and the phone verified', async () => {
      await page.getByLabel('Passcode').fill(code);
      await expectLoggedIn(page);
      await expectNoAxeViolations(page);
      const [user] = await control.users();
      expect(user?.phone_numbers).toEqual([expect.objectContaining({ phone_number: PHONE, verified: true })]);
    });
  });

  test('logs in with a code sent by WhatsApp', async ({ page, publicToken, control }) => {
    await openWidget(page, publicToken, { methods: ['sms', 'whatsapp'] });
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await sendToPhone(page, 'whatsapp');
    await page.getByLabel('Passcode').fill(await latestCode(control, PHONE, 'whatsapp'));
    await expectLoggedIn(page);
  });

  test('logs in with a code sent by email', async ({ page, publicToken, control }) => {
    await openWidget(page, publicToken, { methods: ['sms', 'email'] });
    await page.getByRole('tab', { name: 'Email' }).click();
    await sendToEmail(page);
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${EMAIL}.`)).toBeVisible();
    await page.getByLabel('Passcode').fill(await latestCode(control, EMAIL, 'email'));
    await expectLoggedIn(page);
    expect(await page.evaluate(() => window.foyerEvents)).toContainEqual({
      type: 'email_sent',
      data: { email: EMAIL, type: 'login_or_create_otp' },
    });
  });

  test('shows a rate limit under the phone field without marking the number invalid, then sends', async ({
    page,
    publicToken,
    control,
  }) => {
    await control.injectFault({
      endpoint: '/otps/sms/login_or_create',
      errorType: 'too_many_requests',
      status: 429,
    });
    await openWidget(page, publicToken, { methods: ['sms'] });
    await page.getByLabel('Phone number').fill(NATIONAL);
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many requests have been made.' }),
    ).toBeVisible();
    // The number was fine: the request was refused, so the field is not marked as wrong.
    await expect(page.getByLabel('Phone number')).not.toHaveAttribute('aria-invalid');
    expect(await widgetErrors(page)).toEqual([
      {
        message: 'Too many requests have been made.',
        cause: { error_type: 'too_many_requests' },
      },
    ]);
    // The fault was for one call: the same number goes through now.
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  });

  test('shows the code as expired once its minute is over, and a resent code still works', async ({
    page,
    publicToken,
    control,
  }) => {
    // The countdown reads the page's Date, fixed from before the send: the screen shows exactly "1:00"
    // however long the send and the checks take, and moves only when the test sets the Date on. The
    // page's timers keep running, so the screen still loads and ticks.
    await page.clock.install();
    await openWidget(page, publicToken, { methods: ['sms'], expirationMinutes: 1 });
    const sentAt = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(sentAt);
    await sendToPhone(page, 'sms');
    const code = await latestCode(control, PHONE, 'sms');
    await expect(page.getByText('Your code expires in 1:00.')).toBeVisible();

    await page.clock.setFixedTime(sentAt + 61_000);
    await expect(page.getByRole('status').filter({ hasText: 'Your code has expired.' })).toBeVisible();
    await expect(page.getByText(/Your code expires in/)).toHaveCount(0);

    // The server decides expiry by the project's clock: move it past the code's minute too.
    await control.advanceClock(61_000);
    await page.getByLabel('Passcode').fill(code);
    await expect(page.getByRole('alert').filter({ hasText: 'Your code has expired.' })).toBeVisible();

    // "New code sent!" leaves after 2 s of the page's timers: they stop here (the Date stays put) so
    // the check cannot miss it, and run again before the next screen loads.
    await page.clock.pauseAt(sentAt + 61_000);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('New code sent!')).toBeVisible();
    await expect(page.getByText('Your code expires in 1:00.')).toBeVisible();
    await page.clock.resume();
    const fresh = await latestCode(control, PHONE, 'sms');
    await page.getByLabel('Passcode').fill(fresh);
    await expectLoggedIn(page);
  });

  test('resends a code: the new one works and the old one no longer does', async ({
    page,
    publicToken,
    control,
  }) => {
    await page.clock.install();
    await openWidget(page, publicToken, { methods: ['sms'] });
    await sendToPhone(page, 'sms');
    const first = await control.latestMessage({ to: PHONE, channel: 'sms' });
    // "New code sent!" stays 2 s by the page's timers: paused, the check cannot miss it, and the button
    // comes back when the test moves them on. They run again before the next screen loads.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('New code sent!')).toBeVisible();
    const second = await control.latestMessage({ to: PHONE, channel: 'sms' });
    expect(second.message_id).not.toBe(first.message_id);
    await page.clock.runFor(2_000);
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await expect(page.getByText('New code sent!')).toHaveCount(0);
    await page.clock.resume();

    if (first.code !== second.code) {
      await page.getByLabel('Passcode').fill(first.code ?? '');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Invalid passcode, please try again.' }),
      ).toBeVisible();
    }
    await page.getByLabel('Passcode').fill(second.code ?? '');
    await expectLoggedIn(page);
  });

  test('completes a passcode login by keyboard alone', async ({ page, publicToken, control }) => {
    await openWidget(page, publicToken, { methods: ['email', 'sms'] });

    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Text' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    // The Text tab's form loads on first use; a user tabs on once it has appeared.
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Country code')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await page.keyboard.type('2015550123');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Passcode')).toBeFocused();
    await page.keyboard.type(await latestCode(control, PHONE, 'sms'));
    await expectLoggedIn(page);
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeFocused();
  });

  for (const shadow of [false, true]) {
    test(`logs in by text message under a strict CSP with no violations${shadow ? ', in shadow DOM' : ''}`, async ({
      page,
      publicToken,
      control,
    }) => {
      const cspViolations = await recordCspViolations(page);
      await openWidget(page, publicToken, { methods: ['sms'] }, { strictCsp: true, shadow });
      expect(await page.evaluate(() => Boolean(document.querySelector('#widget')?.shadowRoot))).toBe(shadow);
      await sendToPhone(page, 'sms');
      await page.getByLabel('Passcode').fill(await latestCode(control, PHONE, 'sms'));
      await expectLoggedIn(page);
      // The stylesheet applied: the passcode screen's checkmark got its size from it.
      await expect(page.locator('.foyer-checkmark')).toHaveCSS('width', '56px');
      expect(cspViolations).toEqual([]);
    });
  }
});

test.describe('the phone parser download', () => {
  /** The scripts a page fetched, by URL, with their text. */
  function recordScripts(page: Page): Map<string, Promise<string>> {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
    });
    return scripts;
  }

  // A key of the parser's metadata: present in its chunk, absent from everything else.
  const hasPhoneMetadata = async (scripts: Map<string, Promise<string>>) =>
    (await Promise.all(scripts.values())).some((text) => text.includes('country_calling_codes'));

  test('is not fetched by an email magic-link login', async ({ page, publicToken, baseURL }) => {
    const scripts = recordScripts(page);
    await openHarness(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    // Checked once the flow's last screen shows, when all of its code has arrived (not after a quiet spell).
    await sendMagicLink(page, EMAIL);
    await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
    expect(scripts.size).toBeGreaterThan(0);
    expect(await hasPhoneMetadata(scripts)).toBe(false);
  });

  test('is fetched once a phone tab shows', async ({ page, publicToken }) => {
    const scripts = recordScripts(page);
    await openWidget(page, publicToken, { methods: ['sms'] });
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expect.poll(() => hasPhoneMetadata(scripts)).toBe(true);
  });
});
