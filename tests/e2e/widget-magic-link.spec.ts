import type { ControlClient } from '@foyer/emulator';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  magicLinkConfig,
  openMagicLink,
  openWidget,
  sendMagicLink,
  widgetErrors,
  widgetEvents,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';

async function expectCheckYourEmail(page: Page, email = EMAIL): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
  const address = page.locator('strong', { hasText: email });
  await expect(address).toBeVisible();
  expect(
    Number(await address.evaluate((element) => getComputedStyle(element).fontWeight)),
  ).toBeGreaterThanOrEqual(600);
}

async function emailedLink(control: ControlClient, email = EMAIL) {
  const message = await control.latestMessage({ to: email, channel: 'email' });
  expect(message.link).toContain('stytch_token_type=magic_links');
  return { ...message, link: message.link ?? '' };
}

test.describe('email magic links in the widget, against the emulator', () => {
  test('signs a new user up: Check your email, then the emailed link logs them in', {
    tag: '@smoke',
  }, async ({ page, publicToken, control, baseURL }) => {
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    await expectCheckYourEmail(page);
    expect(await widgetEvents(page)).toContainEqual({
      type: 'email_sent',
      data: { email: EMAIL, type: 'login_or_create_eml' },
    });

    // The provider creates users active unless asked to keep them pending.
    const [created] = await control.users();
    expect(created).toEqual(expect.objectContaining({ status: 'active' }));
    const message = await emailedLink(control);
    expect(message.subject).toBe('Your account creation request for Emulator');
    expect(message.from).toEqual({ name: 'Login', address: 'login@stytchtest.com' });
    expect(message.link.startsWith(`${baseURL}/widget.html?`)).toBe(true);

    await openMagicLink(page, message.link);
    const users = await control.users();
    expect(users).toHaveLength(1);
    expect(users[0]).toEqual(
      expect.objectContaining({
        user_id: created?.user_id,
        status: 'active',
        emails: [expect.objectContaining({ email: EMAIL, verified: true })],
      }),
    );
    const sessions = await control.sessions();
    expect(sessions.map((session) => session.user_id)).toEqual([created?.user_id]);
  });

  test('keeps a user created with createUserAsPending pending until the emailed link logs them in', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    const config = magicLinkConfig(baseURL, publicToken);
    config.emailMagicLinksOptions = { ...config.emailMagicLinksOptions, createUserAsPending: true };
    await openWidget(page, { publicToken, config });
    await sendMagicLink(page, EMAIL);
    await expectCheckYourEmail(page);

    const [pending] = await control.users();
    expect(pending).toEqual(expect.objectContaining({ status: 'pending' }));
    await openMagicLink(page, (await emailedLink(control)).link);
    expect((await control.users()).map((user) => [user.user_id, user.status])).toEqual([
      [pending?.user_id, 'active'],
    ]);
  });

  test('logs an existing user in with the emailed link', async ({ page, publicToken, control, baseURL }) => {
    const seeded = await control.seedUser({ email: EMAIL });
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    await expectCheckYourEmail(page);

    const message = await emailedLink(control);
    expect(message.subject).toBe('Your login request to Emulator');
    await openMagicLink(page, message.link);
    const users = await control.users();
    expect(users.map((user) => [user.user_id, user.status])).toEqual([[seeded.user_id, 'active']]);
    expect((await control.sessions()).map((session) => session.user_id)).toEqual([seeded.user_id]);
  });

  test('"Try again" returns to Main with an empty email and reports email_try_again_clicked', async ({
    page,
    publicToken,
    baseURL,
  }) => {
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    await expectCheckYourEmail(page);
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(await widgetEvents(page)).toContainEqual({
      type: 'email_try_again_clicked',
      data: { email: EMAIL, type: 'login_or_create_eml' },
    });

    // And the user can send again to a different address.
    await sendMagicLink(page, 'grace@example.com');
    await expectCheckYourEmail(page, 'grace@example.com');
  });

  test('shows the server error under the field and reports it through onError', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.injectFault({
      endpoint: '/magic_links/email/login_or_create',
      errorType: 'invalid_email',
      status: 400,
    });
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);

    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email address, please try again.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(await widgetErrors(page)).toEqual([
      { message: 'Invalid email address, please try again.', cause: { error_type: 'invalid_email' } },
    ]);
    expect(await control.messages()).toEqual([]);

    // The fault was for one call: the next send goes through.
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expectCheckYourEmail(page);
  });
});
