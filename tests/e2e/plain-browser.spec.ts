import type { ControlClient } from '@foyer/emulator';
import { latestCode, latestLink, signIn, signOut } from '@foyer/emulator/testing';
import type { Cookie, Page } from '@playwright/test';
import { startBackendSdk } from '../../emulator/src/test-support/backend-sdk';
import type { WidgetConfig } from '../../widget/src';
import { BASE_CHROMIUM_FLAGS, findTestChromium } from '../support/chromium';
import { test as base, expect } from '../support/fixtures';
import {
  authorizationRequest,
  discoverProvider,
  exchangeCode,
  type RelyingPartyPages,
  serveRelyingPartyPages,
} from '../support/relying-party';
import { NOTES_POLICY } from '../support/test-identities';
import { VirtualAuthenticator } from '../support/virtual-authenticator';
import {
  type HarnessOptions,
  harnessPath,
  magicLinkConfig,
  openMagicLink,
  sendMagicLink,
  sessionCookieNames,
} from '../support/widget-page';

/**
 * Every product of the widget in an ordinary Chromium: no `--host-resolver-rules`, no certificate
 * flags, so `https://api.emulator.test` does not exist for it. The page's client takes
 * `emulatorClientOptions(<the emulator's plain-HTTP address>)` (the harness's `emulator` option), as a
 * host page in a developer's everyday browser would.
 */
const test = base.extend<{ plain: PlainPages }, { plainEmulatorUrl: string }>({
  launchOptions: [
    async ({}, use) => {
      const chromium = findTestChromium();
      if (!chromium) throw new Error('No Chromium found: install Debian\'s "chromium".');
      await use({ executablePath: chromium.path, args: BASE_CHROMIUM_FLAGS });
    },
    { scope: 'worker' },
  ],
  // As a developer writes it in the page: `localhost`, not the loopback address the emulator reports.
  plainEmulatorUrl: [
    async ({ emulator }, use) => use(emulator.httpUrl.replace('127.0.0.1', 'localhost')),
    { scope: 'worker' },
  ],
  plain: async ({ page, plainEmulatorUrl, publicToken, baseURL }, use) => {
    await use(plainPages(page, { emulator: plainEmulatorUrl, publicToken, baseURL: baseURL ?? '' }));
  },
});

type PlainPages = {
  /** This test's project and the emulator's plain-HTTP address (the harness's and the helpers' options). */
  options: { publicToken: string; emulator: string };
  /** The harness page's address for these options, absolute (for redirect URLs). */
  url(options?: Omit<HarnessOptions, 'publicToken' | 'emulator'>): string;
  /** Opens the widget and waits for Main. */
  open(
    config: WidgetConfig,
    extra?: Omit<HarnessOptions, 'publicToken' | 'emulator' | 'config'>,
  ): Promise<void>;
};

function plainPages(
  page: Page,
  { emulator, publicToken, baseURL }: { emulator: string; publicToken: string; baseURL: string },
): PlainPages {
  const options = { publicToken, emulator };
  return {
    options,
    url: (extra = {}) => `${baseURL}${harnessPath({ ...options, ...extra })}`,
    async open(config, extra = {}) {
      // No session cookie, so the client sends no startup session check in this mode (`../shared/reference/provider-contract.md` §7).
      await page.goto(harnessPath({ ...options, ...extra, config }));
      await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    },
  };
}

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';
const STRONG = 'purple monkey dishwasher 42';
const BOTH_COOKIES = ['stytch_session', 'stytch_session_jwt'];

/** The factors of the project's only live session. */
async function sessionFactors(control: ControlClient) {
  const sessions = await control.sessions();
  expect(sessions).toHaveLength(1);
  return sessions[0]?.authentication_factors ?? [];
}

/** Where each SDK call of the page went: the emulator's plain-HTTP origin, or elsewhere. */
function recordSdkOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/sdk/v1/')) origins.add(url.origin);
  });
  return origins;
}

async function expectSignedInWidget(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect.poll(() => sessionCookieNames(page)).toEqual(BOTH_COOKIES);
}

/** Signs Ada in through an emailed magic link that leads back to the plain harness. */
async function signInByMagicLink(page: Page, plain: PlainPages, baseURL: string) {
  await plain.open(magicLinkConfig(baseURL, plain.options.publicToken, { emulator: plain.options.emulator }));
  await sendMagicLink(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
  await openMagicLink(page, await latestLink({ ...plain.options, to: EMAIL }));
}

test.describe('every product in a browser with no host mapping and no certificate flags', () => {
  // Its browser's launch flags are its own, so every worker that takes one of these tests starts
  // afresh (an emulator, a browser): one worker takes them all, in order, beside the other files.
  test.describe.configure({ mode: 'default' });

  test('magic link: the emailed link signs in, and the session survives a reload', async ({
    page,
    control,
    plain,
    plainEmulatorUrl,
    baseURL,
  }) => {
    // The mapped host does not exist for this browser: only the plain-HTTP listener is reachable.
    await page.goto(plain.url());
    const mapped = await page.evaluate(() =>
      fetch('https://api.emulator.test/sdk/v1/projects/bootstrap/x').then(
        () => 'reached',
        () => 'unreachable',
      ),
    );
    expect(mapped).toBe('unreachable');

    const sdkOrigins = recordSdkOrigins(page);
    await signInByMagicLink(page, plain, baseURL ?? '');
    expect(await sessionFactors(control)).toEqual([
      expect.objectContaining({ type: 'magic_link', delivery_method: 'email' }),
    ]);

    // With a session cookie the client checks the session at startup, and stays signed in.
    const checked = page.waitForResponse(
      (r) => r.url() === `${plainEmulatorUrl}/sdk/v1/sessions/authenticate`,
    );
    await page.reload();
    expect((await checked).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => window.client.session.getSync()?.session_id)).toBeTruthy();
    await expect.poll(() => sessionCookieNames(page)).toEqual(BOTH_COOKIES);
    expect([...sdkOrigins]).toEqual([plainEmulatorUrl]);
  });

  test('passcodes: a code sent by text message signs in', async ({ page, control, plain }) => {
    await plain.open({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    await page.getByLabel('Phone number').fill('(201) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await page.getByLabel('Passcode').fill(await latestCode({ ...plain.options, to: PHONE, channel: 'sms' }));
    await expectSignedInWidget(page, 'Your passcode has been successfully verified.');
    expect(await sessionFactors(control)).toEqual([
      expect.objectContaining({ type: 'otp', delivery_method: 'sms' }),
    ]);
  });

  test('passwords: a new account with a strong password', async ({ page, control, plain }) => {
    await plain.open({ products: ['passwords'] });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectSignedInWidget(page, 'You have successfully logged in.');
    const [user] = await control.users();
    expect(user?.password).toEqual(expect.objectContaining({ requires_reset: false }));
    expect(await sessionFactors(control)).toEqual([expect.objectContaining({ type: 'password' })]);
  });

  test('passkeys: registered for RP id localhost, then the passkey button signs in', async ({
    page,
    control,
    plain,
    baseURL,
  }) => {
    const authenticator = await VirtualAuthenticator.attach(page);
    await signInByMagicLink(page, plain, baseURL ?? '');
    await page.goto(harnessPath({ ...plain.options, mode: 'passkeyRegistration' }));
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    const [credential] = await authenticator.credentials();
    expect(credential?.rpId).toBe('localhost');

    await page.evaluate(() => window.client.session.revoke());
    await expect.poll(() => sessionCookieNames(page)).toEqual([]);
    await plain.open({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } });
    await page.getByRole('button', { name: /passkey/i }).click();
    await expectSignedInWidget(page, 'Your Passkey has been successfully authenticated.');
    expect(await sessionFactors(control)).toEqual([
      expect.objectContaining({ type: 'webauthn', delivery_method: 'webauthn_registration' }),
    ]);
    const [user] = await control.users();
    expect(user?.webauthn_registrations).toEqual([expect.objectContaining({ domain: 'localhost' })]);
  });

  test("OAuth: the consent page on the emulator's plain-HTTP origin signs a new Google account up", async ({
    page,
    control,
    plain,
    plainEmulatorUrl,
  }) => {
    const back = `${plain.url()}&landing=signup`;
    await plain.open({
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: back, signupRedirectURL: back },
    });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(plainEmulatorUrl);
    await page.getByRole('radio', { name: 'A new Google account, described below' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('checkbox', { name: 'Google has verified this email' }).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL((url) => url.searchParams.get('landing') === 'signup');
    await expect.poll(() => page.evaluate(() => window.hostLogin)).toEqual({ status: 'done' });
    await expect.poll(() => sessionCookieNames(page)).toEqual(BOTH_COOKIES);
    expect(await sessionFactors(control)).toEqual([
      expect.objectContaining({ type: 'oauth', delivery_method: 'oauth_google' }),
    ]);
  });

  test('crypto wallets: MetaMask signs the challenge and signs in', async ({
    page,
    control,
    plain,
    wallets,
  }) => {
    await plain.open({ products: ['crypto'] }, { wallets: 'metamask' });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expectSignedInWidget(page, 'You have successfully connected your wallet.');
    const [account] = await wallets.accounts();
    const [user] = await control.users();
    expect(user?.crypto_wallets.map((w) => w.crypto_wallet_address.toLowerCase())).toEqual([
      account?.activeAddress.toLowerCase(),
    ]);
    expect(await sessionFactors(control)).toEqual([expect.objectContaining({ type: 'crypto' })]);
  });

  test('identity-provider consent: a third-party app gets a code for the signed-in user', async ({
    page,
    control,
    plain,
    emulator,
    publicToken,
  }) => {
    const app: RelyingPartyPages = await serveRelyingPartyPages();
    try {
      await control.updateSettings({
        idp_authorization_url: plain.url({ mode: 'identityProvider' }),
        rbac_policy: NOTES_POLICY,
      });
      const registered = await control.upsertConnectedApp({
        client_name: 'Notes',
        client_type: 'third_party',
        redirect_uris: [app.callbackUrl],
      });
      const issuer = `${emulator.httpUrl}/v1/public/${publicToken}`;
      const config = await discoverProvider(issuer, registered.client_id, registered.client_secret);

      const user = await control.seedUser({ email: EMAIL, password: STRONG });
      await plain.open({ products: ['passwords'] });
      await page.evaluate(
        ({ email, password }) =>
          window.client.passwords.authenticate({ email, password, session_duration_minutes: 60 }),
        { email: EMAIL, password: STRONG },
      );
      await expect.poll(() => sessionCookieNames(page)).toEqual(BOTH_COOKIES);

      const request = await authorizationRequest(config, app.callbackUrl, 'openid email');
      await page.goto(request.url.href);
      const { project_name } = await control.settings();
      await expect(
        page.getByRole('heading', { name: `Sign in to Notes with ${project_name}` }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL((url) => url.href.startsWith(app.callbackUrl));
      expect(await page.title()).toBe('Back at the app');

      const tokens = await exchangeCode(config, page.url(), request);
      expect(tokens.claims()).toMatchObject({ sub: user.user_id, nonce: request.nonce });
      expect(await control.userConnectedApps(user.user_id)).toEqual([
        expect.objectContaining({ client_id: registered.client_id, scopes: ['openid', 'email'] }),
      ]);
    } finally {
      await app.close();
    }
  });

  test("Google One Tap: without Google's script host, the Google button shows and signs in", async ({
    page,
    control,
    plain,
    plainEmulatorUrl,
  }) => {
    // Offline, or in any browser that does not map accounts.google.com to the emulator, Google's
    // script does not load: the test makes that certain even on a machine that can reach Google.
    await page.route('https://accounts.google.com/**', (route) => route.abort('internetdisconnected'));
    // One Tap gets as far as the emulator's frame (on the plain-HTTP origin) and Google's script.
    const frameLoaded = page.waitForResponse(`${plainEmulatorUrl}/one-tap/clientside-services`);
    const scriptTried = page.waitForRequest((request) =>
      request.url().startsWith('https://accounts.google.com/gsi/client'),
    );
    const back = `${plain.url()}&landing=signup`;
    await plain.open({
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'embedded' }],
        loginRedirectURL: back,
        signupRedirectURL: back,
      },
    });
    expect((await frameLoaded).status()).toBe(200);
    await scriptTried;
    // Embedded One Tap hides the button while it is pending or shown: the button is the fallback.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Google One Tap' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('radio', { name: 'A new Google account, described below' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.searchParams.get('landing') === 'signup');
    await expect.poll(() => sessionCookieNames(page)).toEqual(BOTH_COOKIES);
    expect(await sessionFactors(control)).toEqual([
      expect.objectContaining({ delivery_method: 'oauth_google' }),
    ]);
  });

  test('signIn from @foyer/emulator/testing: the page loads signed in, the backend SDK verifies it, signOut ends it', async ({
    page,
    context,
    control,
    plain,
    plainEmulatorUrl,
    emulator,
    baseURL,
  }) => {
    const signedIn = await signIn(context, { ...plain.options, email: EMAIL, appUrl: baseURL });
    const set = cookieAttributes(await context.cookies());
    expect(set.map((cookie) => cookie.name)).toEqual(BOTH_COOKIES);

    // The client finds the cookie, checks the session at startup and keeps it.
    const checked = page.waitForResponse(`${plainEmulatorUrl}/sdk/v1/sessions/authenticate`);
    await page.goto(plain.url());
    expect((await checked).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => window.client.session.getSync()?.session_id))
      .toBe(signedIn.session.session_id);
    expect(await page.evaluate(() => window.client.user.getSync()?.emails[0]?.email)).toBe(EMAIL);
    // The client rewrote both cookies after its check: the same cookies (no second copy of either).
    const rewritten = await context.cookies();
    expect(cookieAttributes(rewritten)).toEqual(set);
    const jwt = rewritten.find((cookie) => cookie.name === 'stytch_session_jwt')?.value ?? '';
    expect(jwt).not.toBe(signedIn.session_jwt);

    // A host's server verifies the page's JWT with the provider's SDK over the emulator's HTTPS.
    const { project_id, secret } = await control.credentials();
    const sdk = await startBackendSdk(
      { project_id, secret, custom_base_url: emulator.httpsUrl },
      emulator.certificatePath,
    );
    try {
      const verified = await sdk.call('sessions.authenticateJwt', { session_jwt: jwt });
      expect(verified.session).toMatchObject({
        session_id: signedIn.session.session_id,
        user_id: signedIn.user_id,
        authentication_factors: [expect.objectContaining({ type: 'magic_link' })],
      });
    } finally {
      await sdk.close();
    }

    await signOut(page, plain.options);
    expect(await sessionCookieNames(page)).toEqual([]);
    expect(await control.sessions()).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(await page.evaluate(() => window.client.session.getSync())).toBeNull();
  });
});

/** Everything but the values and expiry times, which the client's refresh renews. */
function cookieAttributes(cookies: Cookie[]) {
  return cookies
    .filter((cookie) => cookie.name.startsWith('stytch_session'))
    .map(({ value: _value, expires: _expires, ...attributes }) => attributes)
    .sort((a, b) => a.name.localeCompare(b.name));
}
