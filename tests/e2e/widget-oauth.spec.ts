import type { Page } from '@playwright/test';
import type { WidgetConfig } from '../../widget/src';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  expectNoAxeViolations,
  harnessPath,
  openWidget,
  recordCspViolations,
  sessionCookieNames,
} from '../support/widget-page';

type Provider = NonNullable<WidgetConfig['oauthOptions']>['providers'][number];

/** The nineteen providers, each with the name its button says. */
const PROVIDERS: ReadonlyArray<[Provider['type'], string]> = [
  ['google', 'Google'],
  ['microsoft', 'Microsoft'],
  ['apple', 'Apple'],
  ['github', 'GitHub'],
  ['gitlab', 'GitLab'],
  ['facebook', 'Facebook'],
  ['discord', 'Discord'],
  ['salesforce', 'Salesforce'],
  ['slack', 'Slack'],
  ['amazon', 'Amazon'],
  ['bitbucket', 'Bitbucket'],
  ['linkedin', 'LinkedIn'],
  ['coinbase', 'Coinbase'],
  ['twitch', 'Twitch'],
  ['twitter', 'Twitter'],
  ['tiktok', 'TikTok'],
  ['snapchat', 'Snapchat'],
  ['figma', 'Figma'],
  ['yahoo', 'Yahoo'],
];

/**
 * OAuth with these providers; the provider sends new users back to the harness with `landing=signup`
 * and known ones with `landing=login`, where the harness's host code completes the login.
 */
function oauthConfig(baseURL: string | undefined, publicToken: string, providers: Provider[]): WidgetConfig {
  const back = (landing: string) => `${baseURL}${harnessPath({ publicToken })}&landing=${landing}`;
  return {
    products: ['oauth'],
    oauthOptions: { providers, loginRedirectURL: back('login'), signupRedirectURL: back('signup') },
  };
}

/** Waits for the harness's host code to finish the login the provider's redirect carried. */
async function expectLoggedInOn(page: Page, landing: 'login' | 'signup') {
  await page.waitForURL((url) => url.searchParams.get('landing') === landing);
  await expect.poll(() => page.evaluate(() => window.hostLogin)).toEqual({ status: 'done' });
  // The token is spent and gone from the address.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);
}

const consentHeading = (page: Page, provider: string) =>
  page.getByRole('heading', { name: `Sign in with ${provider}` });

test.describe('social sign-in in the widget, through the emulator playing each provider', () => {
  test('Google: a new account signs up through the consent page, then signs in again as the same account', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    const config = oauthConfig(baseURL, publicToken, [{ type: 'google' }]);
    await openWidget(page, { publicToken, config });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(consentHeading(page, 'Google')).toBeVisible();
    await page.getByRole('radio', { name: 'A new Google account, described below' }).check();
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByRole('checkbox', { name: 'Google has verified this email' }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expectLoggedInOn(page, 'signup');

    const [user] = await control.users();
    expect(user?.providers).toEqual([expect.objectContaining({ provider_type: 'Google' })]);
    expect(user?.emails).toEqual([expect.objectContaining({ email: 'ada@example.com', verified: true })]);
    const [session] = await control.sessions();
    expect(session?.authentication_factors).toContainEqual(
      expect.objectContaining({ delivery_method: 'oauth_google' }),
    );

    // Signed out, the same Google account is a known one: it logs in, to the login URL.
    await page.context().clearCookies();
    await openWidget(page, { publicToken, config });
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveAccessibleDescription(
      'Last used',
    );
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('radio', { name: /^Ada Lovelace/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expectLoggedInOn(page, 'login');
    expect(await control.users()).toHaveLength(1);
  });

  for (const [type, name] of [
    ['github', 'GitHub'],
    ['apple', 'Apple'],
  ] as const) {
    test(`${name}: an answer given in advance through the control API skips the page`, async ({
      page,
      control,
      baseURL,
      publicToken,
    }) => {
      await control.preAnswerOAuth(type, {
        identity: {
          provider: type,
          provider_subject: `${type}-subject-1`,
          name: 'Grace Hopper',
          email: 'grace@example.com',
          email_verified: true,
          picture_url: '',
          locale: 'en',
        },
      });
      await openWidget(page, { publicToken, config: oauthConfig(baseURL, publicToken, [{ type }]) });
      await page.getByRole('button', { name: `Continue with ${name}` }).click();
      await expectLoggedInOn(page, 'signup');
      const [user] = await control.users();
      expect(user?.providers).toEqual([expect.objectContaining({ provider_subject: `${type}-subject-1` })]);
    });
  }

  test('with PKCE required, the client sends a challenge and proves it on the way back', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await control.updateSettings({ pkce_required_for_oauth: true });
    await control.preAnswerOAuth('google', {
      identity: {
        provider: 'google',
        provider_subject: 'google-pkce',
        name: 'Pat',
        email: 'pat@example.com',
        email_verified: true,
        picture_url: '',
        locale: 'en',
      },
    });
    await openWidget(page, { publicToken, config: oauthConfig(baseURL, publicToken, [{ type: 'google' }]) });
    const started = page.waitForRequest((request) => request.url().includes('/v1/public/oauth/google/start'));
    const authenticated = page.waitForRequest((request) =>
      request.url().endsWith('/sdk/v1/oauth/authenticate'),
    );
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    expect(new URL((await started).url()).searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect((await authenticated).postDataJSON()).toEqual(
      expect.objectContaining({ code_verifier: expect.any(String) }),
    );
    await expectLoggedInOn(page, 'signup');
  });

  test('custom scopes and provider params reach the provider page', async ({
    page,
    baseURL,
    publicToken,
  }) => {
    const providers: Provider[] = [
      {
        type: 'google',
        custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
        provider_params: { prompt: 'select_account', login_hint: '<ada>@example.com' },
      },
    ];
    await openWidget(page, { publicToken, config: oauthConfig(baseURL, publicToken, providers) });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(consentHeading(page, 'Google')).toBeVisible();
    const scopes = page.getByRole('list', { name: 'Requested access' });
    await expect(scopes).toContainText('https://www.googleapis.com/auth/calendar.readonly');
    const params = page.getByRole('definition');
    await expect(params).toContainText(['select_account', '<ada>@example.com']);
    // Shown as text, never as markup.
    expect(await page.locator('ada').count()).toBe(0);
    await expectAxeClean(page);
  });

  test('Cancel comes back to the app with the provider error and no session', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await openWidget(page, { publicToken, config: oauthConfig(baseURL, publicToken, [{ type: 'google' }]) });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('landing')).toBe('login');
    expect(await control.sessions()).toEqual([]);
    expect(await sessionCookieNames(page)).toEqual([]);
  });

  test('an OAuth token cannot be used twice', async ({ page, control, baseURL, publicToken }) => {
    await control.preAnswerOAuth('google', {
      identity: {
        provider: 'google',
        provider_subject: 'google-replay',
        name: 'Replay',
        email: '',
        email_verified: false,
        picture_url: '',
        locale: 'en',
      },
    });
    await openWidget(page, { publicToken, config: oauthConfig(baseURL, publicToken, [{ type: 'google' }]) });
    const redirected = page.waitForRequest((request) => request.url().includes('stytch_token_type=oauth'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const token = new URL((await redirected).url()).searchParams.get('token') ?? '';
    await expectLoggedInOn(page, 'signup');

    const outcome = await page.evaluate(
      (spent) =>
        window.client.oauth.authenticate(spent, { session_duration_minutes: 30 }).then(
          () => 'accepted',
          (error: { error_type?: string }) => error.error_type ?? String(error),
        ),
      token,
    );
    expect(outcome).not.toBe('accepted');
    expect(outcome).toMatch(/oauth_token/);
  });

  test('links a provider account to the user with the same verified email', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    const existing = await control.seedUser({ email: 'lin@example.com' });
    await control.preAnswerOAuth('github', {
      identity: {
        provider: 'github',
        provider_subject: 'github-lin',
        name: 'Lin',
        email: 'lin@example.com',
        email_verified: true,
        picture_url: '',
        locale: 'en',
      },
    });
    await openWidget(page, { publicToken, config: oauthConfig(baseURL, publicToken, [{ type: 'github' }]) });
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expectLoggedInOn(page, 'login');
    const users = await control.users();
    expect(users.map((user) => user.user_id)).toEqual([existing.user_id]);
    expect(users[0]?.providers).toEqual([expect.objectContaining({ provider_subject: 'github-lin' })]);
  });
});

for (const shadow of [false, true]) {
  const dom = shadow ? 'shadow DOM' : 'light DOM';

  test(`the nineteen providers show in config order with their names, axe-clean and keyboard-usable under the strict CSP, ${dom}`, async ({
    page,
    baseURL,
    publicToken,
  }) => {
    const violations = await recordCspViolations(page);
    const providers = PROVIDERS.map(([type]) => ({ type }));
    await openWidget(page, {
      publicToken,
      shadow,
      strictCsp: true,
      config: oauthConfig(baseURL, publicToken, providers),
    });
    await expect(page.getByRole('button', { name: /^Continue with / })).toHaveText(
      PROVIDERS.map(([, name]) => `Continue with ${name}`),
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(consentHeading(page, 'Google')).toBeVisible();
    expect(violations).toEqual([]);
  });
}
