import type { ControlClient } from '@foyer/emulator';
import type { Page, Response } from '@playwright/test';
import type { WidgetConfig } from '../../widget/src';
import { expect, test } from '../support/fixtures';
import { VirtualAuthenticator } from '../support/virtual-authenticator';
import {
  expectNoAxeViolations,
  type HarnessOptions,
  harnessPath,
  magicLinkConfig,
  openMagicLink,
  openWidget,
  recordCspViolations,
  sendMagicLink,
  sessionCookieNames,
  widgetErrors,
  widgetEvents,
} from '../support/widget-page';

const EMAIL = 'ada@example.com';

const MESSAGES = {
  notFound:
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  duplicate:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  notCreated:
    'Your Passkey was not created. Click Create a Passkey to try again or skip without adding a Passkey.',
  unknown: 'Unknown error occurred during passkey authentication. Please try again.',
  noUser: 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
};

/** Magic links and passkeys: the email field offers passkey autofill. */
function passkeyConfig(
  baseURL: string | undefined,
  publicToken: string,
  linkPage: Omit<HarnessOptions, 'publicToken' | 'config'> = {},
): WidgetConfig {
  const config = magicLinkConfig(baseURL, publicToken, linkPage);
  return { ...config, products: ['emailMagicLinks', 'passkeys'] };
}

/** Passcodes by text and passkeys: no email-type product, so Main shows the passkey button. */
const BUTTON_CONFIG: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } };

/** Signs Ada up through an emailed magic link, as a user would, leaving the page signed in. */
async function signInByMagicLink(
  page: Page,
  control: ControlClient,
  baseURL: string | undefined,
  publicToken: string,
) {
  await signInByMagicLinkOn(page, control, { publicToken, config: passkeyConfig(baseURL, publicToken) });
}

/** The same, from a harness page of these options (the link leads back to one like it). */
async function signInByMagicLinkOn(page: Page, control: ControlClient, options: HarnessOptions) {
  await openWidget(page, options);
  await sendMagicLink(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
  const message = await control.latestMessage({ to: EMAIL, channel: 'email' });
  await openMagicLink(page, message.link ?? '');
}

/** Opens the passkey-registration mount for the signed-in user. */
async function openRegistration(page: Page, options: Omit<HarnessOptions, 'mode'>) {
  await page.goto(harnessPath({ ...options, mode: 'passkeyRegistration' }));
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
}

/** Creates a passkey from the registration start screen and waits for the success screen. */
async function createPasskey(page: Page) {
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
}

/** Signs up, registers one passkey on the page's authenticator, then signs out. */
async function userWithPasskey(
  page: Page,
  control: ControlClient,
  baseURL: string | undefined,
  publicToken: string,
) {
  await signInByMagicLink(page, control, baseURL, publicToken);
  await openRegistration(page, { publicToken, config: passkeyConfig(baseURL, publicToken) });
  await createPasskey(page);
  await signOut(page);
}

/**
 * Signs out as a host app does, through the client: cookies and the client's cached session both
 * go. (Dropping only the cookies leaves a cached session that makes the client's next passkey
 * login a secondary one until its startup check has answered.)
 */
async function signOut(page: Page) {
  await page.evaluate(() => window.client.session.revoke());
  await expect.poll(() => sessionCookieNames(page)).toEqual([]);
}

const sdkPath = (response: Response) => new URL(response.url()).pathname.replace('/sdk/v1', '');
const isAuthenticateCall = (response: Response) =>
  response.request().method() === 'POST' && sdkPath(response) === '/webauthn/authenticate';

test.describe('passkeys in the widget, with a virtual authenticator, against the emulator', () => {
  test('registers a passkey after a magic-link login, and lists it; the same authenticator cannot create it again', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    await signInByMagicLink(page, control, baseURL, publicToken);
    await openRegistration(page, { publicToken, config: passkeyConfig(baseURL, publicToken) });

    await test.step('registers a passkey after a magic-link login, and lists it', async () => {
      await createPasskey(page);
      const [credential] = await authenticator.credentials();
      expect(credential?.isResidentCredential).toBe(true);
      expect(credential?.rpId).toBe('localhost');
      const [user] = await control.users();
      expect(user?.webauthn_registrations).toEqual([
        expect.objectContaining({
          domain: 'localhost',
          verified: true,
          authenticator_type: expect.any(String),
        }),
      ]);
      await expect(page.getByRole('heading', { name: 'Existing Passkeys' })).toBeVisible();
      const rows = page.getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(user?.webauthn_registrations[0]?.name ?? '');
    });

    await test.step('says a passkey already registered on this authenticator cannot be created again', async () => {
      await page.getByRole('button', { name: 'Set up another Passkey' }).click();
      await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await expect(page.getByText(MESSAGES.duplicate)).toBeVisible();
      expect(await authenticator.credentials()).toHaveLength(1);
      expect(await control.webauthnRegistrations()).toHaveLength(1);
    });
  });

  test('with a passkey registered: a bogus signature is refused, the passkey button and autofill log in; forgotten by the server, it is not found, and autofill stops after five failed attempts', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    // One sign-up and registration, then five logins in turn: more than most tests on a busy machine.
    test.slow();
    const authenticator = await VirtualAuthenticator.attach(page);
    await userWithPasskey(page, control, baseURL, publicToken);

    await test.step('refuses an assertion with a bogus signature', async () => {
      await authenticator.setResponseOverrideBits({ isBogusSignature: true });
      const sessionsBefore = (await control.sessions()).map((session) => session.session_id);
      await openWidget(page, { publicToken, config: BUTTON_CONFIG });
      const refused = page.waitForResponse(isAuthenticateCall);
      await page.getByRole('button', { name: 'Continue with a Passkey' }).click();
      const response = await refused;
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual(
        expect.objectContaining({ error_type: 'invalid_public_key_credential_invalid_signature' }),
      );
      await expect(page.getByText(MESSAGES.unknown)).toBeVisible();
      // No session was made by the refused assertion.
      expect((await control.sessions()).map((session) => session.session_id)).toEqual(sessionsBefore);
      await authenticator.setResponseOverrideBits({ isBogusSignature: false });
    });

    await test.step('logs in with the passkey button when no email product is configured', async () => {
      await openWidget(page, { publicToken, config: BUTTON_CONFIG });
      const authenticated = page.waitForResponse(isAuthenticateCall);
      await page.getByRole('button', { name: /passkey/i }).click();
      expect((await authenticated).status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
      await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);
      const [session] = await control.sessions();
      expect(session?.authentication_factors).toContainEqual(
        expect.objectContaining({ type: 'webauthn', delivery_method: 'webauthn_registration' }),
      );
      await signOut(page);
    });

    await test.step('logs in by autofill on the email field', async () => {
      const authenticated = page.waitForResponse(isAuthenticateCall);
      // The virtual authenticator answers the email field's conditional request as a user picking
      // the suggested passkey would.
      await openWidget(
        page,
        { publicToken, config: passkeyConfig(baseURL, publicToken) },
        { expectMain: false },
      );
      expect((await authenticated).status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);
      await signOut(page);
    });

    // The server forgets the passkey; the authenticator keeps offering it.
    const [registration] = await control.webauthnRegistrations();
    await control.deleteWebAuthnRegistration(
      registration?.user_id ?? '',
      registration?.webauthn_registration_id ?? '',
    );

    await test.step('says the registration is not found when the server no longer has the passkey', async () => {
      await openWidget(page, { publicToken, config: BUTTON_CONFIG });
      await page.getByRole('button', { name: 'Continue with a Passkey' }).click();
      await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
      expect(await sessionCookieNames(page)).toEqual([]);
    });

    await test.step('stops offering autofill after five failed attempts', async () => {
      const starts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/sdk/v1/webauthn/authenticate/start/primary')) starts.push(request.url());
      });
      await openWidget(page, { publicToken, config: passkeyConfig(baseURL, publicToken) });
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', /webauthn/);
      await expect
        .poll(async () => (await widgetErrors(page)).map((error) => error.cause.error_type))
        .toEqual(Array(5).fill('webauthn_registration_not_found'));
      await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
      // A round trip of the user's own: a sixth attempt would have started long before it ends.
      await sendMagicLink(page, EMAIL);
      await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
      expect(starts).toHaveLength(5);
      expect(await widgetErrors(page)).toHaveLength(5);
    });
  });

  test('says the passkey was not created when user verification fails', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    await signInByMagicLink(page, control, baseURL, publicToken);
    await authenticator.setUserVerified(false);
    await openRegistration(page, { publicToken, config: passkeyConfig(baseURL, publicToken) });
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByText(MESSAGES.notCreated)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    expect(await control.webauthnRegistrations()).toEqual([]);
  });

  test('refuses passkey registration to a visitor nobody signed in as', async ({ page, publicToken }) => {
    await page.goto(harnessPath({ publicToken, mode: 'passkeyRegistration', config: BUTTON_CONFIG }));
    await expect(page.getByText(MESSAGES.noUser)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a Passkey' })).toHaveCount(0);
  });

  test('renames and deletes passkeys, keeping the list when the server refuses', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await VirtualAuthenticator.attach(page);
    await signInByMagicLink(page, control, baseURL, publicToken);
    await openRegistration(page, { publicToken, config: passkeyConfig(baseURL, publicToken) });
    await createPasskey(page);
    const [registration] = await control.webauthnRegistrations();
    const id = registration?.webauthn_registration_id ?? '';
    const name = registration?.name ?? '';
    const list = page.getByRole('list', { name: 'Existing Passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(name);

    // Rename: Set up another and Done wait while the row is open.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Set up another Passkey' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit Work laptop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toBeEnabled();
    await expect.poll(async () => (await control.webauthnRegistrations())[0]?.name).toBe('Work laptop');

    // A refused rename: the list keeps the new name, the failure is reported.
    await control.injectFault({
      endpoint: `/webauthn/update/${id}`,
      errorType: 'internal_server_error',
      status: 500,
    });
    await page.getByRole('button', { name: 'Edit Work laptop' }).click();
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Old phone');
    await page.getByRole('textbox', { name: 'Passkey name' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Old phone' })).toBeVisible();
    await expect
      .poll(async () => (await widgetErrors(page)).map((error) => error.message))
      .toEqual(['The Passkey could not be renamed on the server.']);
    expect((await control.webauthnRegistrations())[0]?.name).toBe('Work laptop');

    // Delete asks first; Cancel keeps the row.
    await page.getByRole('button', { name: 'Delete Old phone' }).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // A refused delete: the row goes, the failure is reported, the server still has it.
    await control.injectFault({
      endpoint: `/users/webauthn_registrations/${id}`,
      errorType: 'internal_server_error',
      status: 500,
    });
    await page.getByRole('button', { name: 'Delete Old phone' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Existing Passkeys' })).toHaveCount(0);
    await expect
      .poll(async () => (await widgetErrors(page)).map((error) => error.message))
      .toContain('The Passkey could not be deleted on the server.');
    expect(await control.webauthnRegistrations()).toHaveLength(1);

    await page.getByRole('button', { name: 'Done' }).click();
    expect(await widgetEvents(page)).toContainEqual({ type: 'PasskeyDone', data: {} });
  });

  test('deletes a passkey on the server', async ({ page, control, baseURL, publicToken }) => {
    await VirtualAuthenticator.attach(page);
    await signInByMagicLink(page, control, baseURL, publicToken);
    await openRegistration(page, { publicToken, config: passkeyConfig(baseURL, publicToken) });
    await createPasskey(page);
    const [registration] = await control.webauthnRegistrations();
    await page.getByRole('button', { name: `Delete ${registration?.name}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Existing Passkeys' })).toHaveCount(0);
    await expect.poll(() => control.webauthnRegistrations()).toEqual([]);
    expect(await widgetErrors(page)).toEqual([]);
  });
});

for (const shadow of [false, true]) {
  const dom = shadow ? 'shadow DOM' : 'light DOM';

  test(`every passkey screen is axe-clean and keyboard-usable under the strict CSP, ${dom}`, async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    // Two sign-ins and every screen in turn, each checked by axe.
    test.slow();
    const violations = await recordCspViolations(page);
    const authenticator = await VirtualAuthenticator.attach(page);
    const pageOptions = { shadow, strictCsp: true } as const;
    await signInByMagicLinkOn(page, control, {
      publicToken,
      config: passkeyConfig(baseURL, publicToken, pageOptions),
      ...pageOptions,
    });

    // PasskeyRegistrationStart, then its banner when user verification fails.
    await openRegistration(page, {
      publicToken,
      config: passkeyConfig(baseURL, publicToken),
      ...pageOptions,
    });
    await expectNoAxeViolations(page);
    await authenticator.setUserVerified(false);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create a Passkey' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(MESSAGES.notCreated)).toBeVisible();
    await expectNoAxeViolations(page);

    // PasskeyRegistrationSuccess: the list, a row being renamed, a delete waiting for confirmation.
    await authenticator.setUserVerified(true);
    await page.getByRole('button', { name: 'Create a Passkey' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    await expectNoAxeViolations(page);
    const [registration] = await control.webauthnRegistrations();
    const edit = page.getByRole('button', { name: `Edit ${registration?.name}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Passkey name' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Delete ${registration?.name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Main with the passkey button, then PasskeyConfirmation.
    await signOut(page);
    await openWidget(page, { publicToken, config: BUTTON_CONFIG, ...pageOptions });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue with a Passkey' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The error screen of the registration mount for a visitor nobody signed in as.
    await signOut(page);
    await page.goto(
      harnessPath({ publicToken, mode: 'passkeyRegistration', config: BUTTON_CONFIG, ...pageOptions }),
    );
    await expect(page.getByText(MESSAGES.noUser)).toBeVisible();
    await expectNoAxeViolations(page);

    expect(violations).toEqual([]);
  });
}
