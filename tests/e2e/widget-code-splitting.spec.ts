import { expect, test } from '../support/fixtures';
import {
  downloadedModules,
  isPasswordScreen,
  isPhoneLibrary,
  magicLinkConfig,
  openWidget,
  recordScriptRequests,
  sendMagicLink,
  widgetErrors,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';

test.describe('code splitting: a host downloads only what its products need', () => {
  test('a magic-link-only login downloads neither the phone library nor a password screen', async ({
    page,
    publicToken,
    baseURL,
  }) => {
    const scripts = recordScriptRequests(page);
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);
    await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();

    const modules = await downloadedModules(page, scripts);
    // The recording saw the flow's own code, so an empty list cannot pass for a lean one.
    expect(modules).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/widget\/src\/screens\/main\/EmailMagicLinkForm\.tsx$/),
        expect.stringMatching(/widget\/src\/screens\/magic-link\/EmailConfirmation\.tsx$/),
      ]),
    );
    expect(modules.filter(isPhoneLibrary)).toEqual([]);
    expect(modules.filter(isPasswordScreen)).toEqual([]);
  });

  test('with passwords on, the email step downloads the password screen', async ({ page, publicToken }) => {
    const scripts = recordScriptRequests(page);
    await openWidget(page, { publicToken, config: { products: ['emailMagicLinks', 'passwords'] } });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(
      page.getByRole('heading', { name: 'Choose how you would like to create your account.' }),
    ).toBeVisible();

    const modules = await downloadedModules(page, scripts);
    expect(modules).toContainEqual(
      expect.stringMatching(/widget\/src\/screens\/password\/PasswordCreateOrLogin\.tsx$/),
    );
    expect(modules.filter(isPhoneLibrary)).toEqual([]);
  });

  test('with SMS passcodes on, sending a code downloads the phone library', async ({ page, publicToken }) => {
    const scripts = recordScriptRequests(page);
    await openWidget(page, { publicToken, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    await page.getByLabel('Phone number').fill('(201) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();

    const modules = await downloadedModules(page, scripts);
    expect(modules.filter(isPhoneLibrary)).not.toEqual([]);
    expect(modules.filter(isPasswordScreen)).toEqual([]);
  });

  test('a screen whose chunk cannot be downloaded shows the error screen, not a blank widget', async ({
    page,
    publicToken,
    baseURL,
  }) => {
    // The network drops just this chunk (the API is untouched), as when a deploy renamed it.
    await page.route(/\/assets\/EmailConfirmation-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken) });
    await sendMagicLink(page, EMAIL);

    await expect(page.getByRole('heading', { name: 'Looks like there was an error!' })).toBeFocused();
    await expect(page.getByText('Unable to contact our servers.')).toBeVisible();
    expect(await widgetErrors(page)).toEqual([
      expect.objectContaining({ message: 'Unable to contact our servers.' }),
    ]);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });
});
