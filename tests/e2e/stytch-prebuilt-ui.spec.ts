import type { ControlClient } from '@foyer/emulator';
import type { Page } from '@playwright/test';
// The harness page's globals (`window.client`, `window.stytchUI`).
import type {} from '../harness/stytch-ui';
import { expect, test } from '../support/fixtures';
import {
  authorizationRequest,
  discoverProvider,
  exchangeCode,
  type RelyingPartyPages,
  serveRelyingPartyPages,
} from '../support/relying-party';

/**
 * Stytch's own prebuilt UI (`StytchUI` of `@stytch/vanilla-js`, not Foyer's widget) against the
 * emulator: what the provider's UI expects of the API, the emulator must answer, so these flows run
 * as they would against the provider.
 */

/** The harness's login config: Stytch's, with products named by their keys in `Products`. */
type LoginConfig = {
  products: Array<'emailMagicLinks' | 'otp' | 'passwords' | 'oauth'>;
  [option: string]: unknown;
};

function stytchUIPath(
  publicToken: string,
  { config, mode }: { config?: LoginConfig; mode?: 'identityProvider' } = {},
): string {
  const params = new URLSearchParams({ publicToken });
  if (mode) params.set('mode', mode);
  if (config) params.set('config', JSON.stringify(config));
  return `/stytch-ui.html?${params}`;
}

/** Opens the harness and waits for the client's startup session check, then for the UI's Main. */
async function openStytchUI(page: Page, publicToken: string, config: LoginConfig): Promise<void> {
  const checked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sdk/v1/sessions/authenticate',
  );
  await page.goto(stytchUIPath(publicToken, { config }));
  await checked;
  await expect(page.getByText('Sign up or log in')).toBeVisible();
}

/** The session the client holds, read back from the emulator: it really exists there. */
async function expectSessionOnEmulator(
  page: Page,
  control: ControlClient,
  deliveryMethod: string,
): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
  const sessionId = await page.evaluate(() => window.client.session.getSync()?.session_id);
  const session = (await control.sessions()).find((s) => s.session_id === sessionId);
  expect(session?.authentication_factors).toContainEqual(
    expect.objectContaining({ delivery_method: deliveryMethod }),
  );
}

const uiErrors = (page: Page) => page.evaluate(() => window.stytchUI.errors);
const uiEventTypes = (page: Page) => page.evaluate(() => window.stytchUI.events.map((event) => event.type));

/** The UI's own success screen, which it shows once the client holds the new session. */
async function expectSuccessScreen(page: Page, content: string): Promise<void> {
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText(content)).toBeVisible();
}

/** Waits for the harness's host code to finish the login that a link or a provider's redirect carried. */
async function expectHostLoginDone(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.stytchUI.hostLogin)).toEqual({ status: 'done' });
  // The token is spent and gone from the address.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
}

test.describe("Stytch's prebuilt UI against the emulator", () => {
  test('email magic link: sent from the UI, opened from the inbox, logs in', async ({
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
    await expectSessionOnEmulator(page, control, 'email');
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
    await expectSessionOnEmulator(page, control, 'sms');
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
    await expectSessionOnEmulator(page, control, 'email');
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
    await expectSessionOnEmulator(page, control, 'knowledge');
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
    await expectSessionOnEmulator(page, control, 'knowledge');
    expect(await control.users()).toHaveLength(1);
    await expect
      .poll(() => uiEventTypes(page))
      .toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
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

    await page.waitForURL(
      (url) => url.searchParams.get('stytch_token_type') === 'oauth' || !url.searchParams.has('token'),
    );
    await expectHostLoginDone(page);
    await expectSessionOnEmulator(page, control, 'oauth_google');
    const [user] = await control.users();
    expect(user?.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
  });
});

test.describe("Stytch's prebuilt identity-provider consent against the emulator", () => {
  /** The app's pages: a browser only needs somewhere real to land. */
  let app: RelyingPartyPages;
  test.beforeAll(async () => {
    app = await serveRelyingPartyPages();
  });
  test.afterAll(async () => {
    await app.close();
  });

  test('a signed-in user allows a third-party app: the app gets a code it trades for tokens', async ({
    page,
    publicToken,
    control,
    emulator,
    baseURL,
  }) => {
    await control.updateSettings({
      idp_authorization_url: `${baseURL}${stytchUIPath(publicToken, { mode: 'identityProvider' })}`,
    });
    const registered = await control.upsertConnectedApp({
      client_name: 'Notes',
      client_type: 'third_party',
      redirect_uris: [app.callbackUrl],
      post_logout_redirect_uris: [app.signedOutUrl],
    });
    const issuer = `${emulator.httpUrl}/v1/public/${publicToken}`;
    const config = await discoverProvider(issuer, registered.client_id, registered.client_secret);

    const user = await control.seedUser({
      email: 'ada@example.com',
      password: 'correct horse battery staple 42',
    });
    await openStytchUI(page, publicToken, { products: ['passwords'] });
    await page.evaluate(() =>
      window.client.passwords.authenticate({
        email: 'ada@example.com',
        password: 'correct horse battery staple 42',
        session_duration_minutes: 60,
      }),
    );
    const { project_name } = await control.settings();

    const request = await authorizationRequest(config, app.callbackUrl, 'openid email profile');
    await page.goto(request.url.href);
    await expect(page.getByText(`Sign in to Notes with ${project_name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(app.callbackUrl));

    const tokens = await exchangeCode(config, page.url(), request);
    expect(tokens.claims()).toMatchObject({ sub: user.user_id, nonce: request.nonce });
    expect(await control.userConnectedApps(user.user_id)).toEqual([
      expect.objectContaining({ client_id: registered.client_id }),
    ]);
  });
});
