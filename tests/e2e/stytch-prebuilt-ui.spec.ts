import { expect, test } from '../support/fixtures';
import { PROVIDER_WORDS } from '../support/provider-words';
import {
  expectHostLoginDone,
  expectSessionOnEmulator,
  expectSuccessScreen,
  type LoginConfig,
  openStytchUI,
  stytchUIPath,
  uiErrors,
  uiEventTypes,
} from '../support/stytch-ui-page';

/**
 * Stytch's own prebuilt UI (`StytchUI` of `@stytch/vanilla-js`, not Foyer's widget) against the
 * emulator: what the provider's UI expects of the API, the emulator must answer, so these flows run
 * as they would against the provider. Passkeys, crypto wallets, One Tap and the identity-provider
 * element have their own `stytch-prebuilt-ui-<topic>.spec.ts`.
 */

test.describe("Stytch's prebuilt UI against the emulator", () => {
  test('email magic link: sent from the UI, opened from the inbox, logs in', { tag: '@smoke' }, async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    const back = `${baseURL}${stytchUIPath(publicToken)}`;
    await openStytchUI(page, publicToken, {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
    });
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText('An email was sent to ada@example.com.')).toBeVisible();

    const message = await control.latestMessage({ to: 'ada@example.com', channel: 'email' });
    expect(message.link).toContain('stytch_token_type=magic_links');
    await page.goto(message.link ?? '');
    await expectHostLoginDone(page);
    await expectSessionOnEmulator(page, control, { delivery_method: 'email' });
    const [user] = await control.users();
    expect(user?.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
    expect(await uiErrors(page)).toEqual([]);
  });

  test('one-time passcode by text message: the code from the inbox logs in', async ({
    page,
    publicToken,
    control,
  }) => {
    await openStytchUI(page, publicToken, {
      products: ['otp'],
      otpOptions: { methods: ['sms', 'email'], expirationMinutes: 10 },
    });
    // The field formats the number as it is typed, through the clientside-services frame.
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('2025550123');
    await expect(phone).toHaveValue('(202) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByText('Enter passcode')).toBeVisible();
    await expect(page.getByText('A 6-digit passcode was sent to you at (202) 555-0123.')).toBeVisible();

    const { code } = await control.latestMessage({ to: '+12025550123', channel: 'sms' });
    await page.getByRole('textbox', { name: 'One-time passcode' }).fill(code ?? '');
    await expectSuccessScreen(page, 'Your passcode has been successfully verified.');
    await expectSessionOnEmulator(page, control, { delivery_method: 'sms' });
    await expect
      .poll(() => uiEventTypes(page))
      .toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(await uiErrors(page)).toEqual([]);
  });

  test('one-time passcode by text message: a number too short for its country is refused before sending', async ({
    page,
    publicToken,
    control,
  }) => {
    await openStytchUI(page, publicToken, { products: ['otp'], otpOptions: { methods: ['sms'] } });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('20255');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(
      page.getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.'),
    ).toBeVisible();
    expect(await control.messages()).toEqual([]);
  });

  test('one-time passcode by email: the code from the inbox logs in', async ({
    page,
    publicToken,
    control,
  }) => {
    await openStytchUI(page, publicToken, {
      products: ['otp'],
      otpOptions: { methods: ['sms', 'email'], expirationMinutes: 10 },
    });
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('A 6-digit passcode was sent to you at grace@example.com.')).toBeVisible();

    const { code } = await control.latestMessage({ to: 'grace@example.com', channel: 'email' });
    await page.getByRole('textbox', { name: 'One-time passcode' }).fill(code ?? '');
    await expectSuccessScreen(page, 'Your passcode has been successfully verified.');
    await expectSessionOnEmulator(page, control, { delivery_method: 'email' });
    expect(await uiErrors(page)).toEqual([]);
  });

  test('passwords: creates an account with a strong password, then logs in with it', async ({
    page,
    publicToken,
    control,
  }) => {
    const config: LoginConfig = { products: ['passwords'] };
    await openStytchUI(page, publicToken, config);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Set a password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple 42');
    await expect(page.getByText('Password accepted.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectSuccessScreen(page, 'You have successfully logged in.');
    await expectSessionOnEmulator(page, control, { delivery_method: 'knowledge' });
    const [user] = await control.users();
    expect(user?.password).toEqual(expect.objectContaining({ password_id: expect.any(String) }));

    // Signed out, the same email is a known one: the UI asks for the password and logs in.
    await page.context().clearCookies();
    await openStytchUI(page, publicToken, config);
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByText('Log in', { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple 42');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectSuccessScreen(page, 'You have successfully logged in.');
    await expectSessionOnEmulator(page, control, { delivery_method: 'knowledge' });
    expect(await control.users()).toHaveLength(1);
    await expect
      .poll(() => uiEventTypes(page))
      .toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  test('one-time passcode: a wrong code reads "Invalid passcode, please try again.", as in the widget', async ({
    page,
    publicToken,
    control,
  }) => {
    await openStytchUI(page, publicToken, { products: ['otp'], otpOptions: { methods: ['sms'] } });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('2025550123');
    // Formatted by the clientside-services frame, which also judges it valid: wait for its answer.
    await expect(phone).toHaveValue('(202) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    const { code } = await control.latestMessage({ to: '+12025550123', channel: 'sms' });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByRole('textbox', { name: 'One-time passcode' }).fill(wrong);
    await expect(page.getByText(PROVIDER_WORDS.wrongPasscode, { exact: true })).toBeVisible();
    expect(await control.sessions()).toEqual([]);
  });

  test('passwords: a user locked by failed sign-ins reads the lock, as in the widget, even with the right password', async ({
    page,
    publicToken,
    control,
  }) => {
    await control.updateSettings({ password_lockout_threshold: 2 });
    await control.seedUser({ email: 'ada@example.com', password: 'correct horse battery staple 42' });
    await openStytchUI(page, publicToken, { products: ['passwords'] });
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    for (const guess of ['first wrong guess', 'second wrong guess', 'correct horse battery staple 42']) {
      await page.getByLabel('Password', { exact: true }).fill(guess);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      if (guess.startsWith('correct')) break;
      await expect(page.getByText('Unauthorized credentials.', { exact: true })).toBeVisible();
    }
    await expect(page.getByText(PROVIDER_WORDS.userLocked, { exact: true })).toBeVisible();
    expect(await control.sessions()).toEqual([]);
  });

  test("OAuth: Google's consent page, then the redirect back logs in with an oauth_google factor", async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    const back = `${baseURL}${stytchUIPath(publicToken)}`;
    await openStytchUI(page, publicToken, {
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: back, signupRedirectURL: back },
    });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByRole('radio', { name: 'A new Google account, described below' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByRole('checkbox', { name: 'Google has verified this email' }).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    await expectHostLoginDone(page);
    await expectSessionOnEmulator(page, control, { delivery_method: 'oauth_google' });
    const [user] = await control.users();
    expect(user?.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
  });
});
