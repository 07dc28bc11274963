import type { Page } from '@playwright/test';
import type { OAuthIdentity } from '../../emulator/src/store/model';
import type { WidgetConfig } from '../../widget/src';
import { expect, test } from '../support/fixtures';
import {
  expectNoAxeViolations,
  type HarnessOptions,
  harnessPath,
  openWidget,
  recordCspViolations,
  sessionCookieNames,
  widgetRoot,
} from '../support/widget-page';

type GoogleProvider = NonNullable<WidgetConfig['oauthOptions']>['providers'][number];

/** Google with One Tap; new users come back to the harness with `landing=signup`, known ones with `landing=login`. */
function oneTapConfig(
  baseURL: string | undefined,
  publicToken: string,
  google: Partial<GoogleProvider>,
): WidgetConfig {
  const back = (landing: string) => `${baseURL}${harnessPath({ publicToken })}&landing=${landing}`;
  return {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, ...google }],
      loginRedirectURL: back('login'),
      signupRedirectURL: back('signup'),
    },
  };
}

const ADA: OAuthIdentity = {
  provider: 'google',
  provider_subject: 'google-subject-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

const oneTapRegion = (page: Page) => page.getByRole('region', { name: 'Google One Tap' });
const embeddedPrompt = (page: Page) => page.frameLocator('#google-parent-prompt iframe');
const floatingPrompt = (page: Page) =>
  page.frameLocator('iframe[src*="accounts.google.com/gsi/iframe/select"]');

/** Picks Ada in the prompt and waits for the harness to finish the sign-up the redirect carried. */
async function continueAsAda(page: Page, prompt: ReturnType<typeof embeddedPrompt>) {
  await prompt.getByRole('button', { name: /^Continue as Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.searchParams.get('landing') === 'signup');
  await expect.poll(() => page.evaluate(() => window.hostLogin)).toEqual({ status: 'done' });
  await expect.poll(() => sessionCookieNames(page)).toEqual(['stytch_session', 'stytch_session_jwt']);
}

test.describe('Google One Tap in the widget, with the emulator playing Google', () => {
  for (const shadow of [false, true]) {
    const dom = shadow ? 'shadow DOM' : 'light DOM';

    test(`embedded, ${dom}, strict CSP: the prompt takes the Google button's place and a chosen account signs up`, async ({
      page,
      control,
      baseURL,
      publicToken,
    }) => {
      const violations = await recordCspViolations(page);
      await control.addOAuthIdentity(ADA);
      const options: HarnessOptions = {
        publicToken,
        shadow,
        strictCsp: true,
        config: oneTapConfig(baseURL, publicToken, { position: 'forceLegacyEmbedded' }),
      };
      await openWidget(page, options);
      await expect(oneTapRegion(page)).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
      await expect(
        embeddedPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ }),
      ).toBeVisible();
      // The container grows from its 47 px to the prompt's height.
      const promptBox = await page.locator('#google-parent-prompt').boundingBox();
      expect(promptBox?.height).toBeGreaterThan(47);
      await expect
        .poll(() => oneTapRegion(page).evaluate((element) => element.getBoundingClientRect().height))
        .toBeCloseTo(promptBox?.height ?? 0, 0);
      await expectNoAxeViolations(page);

      await continueAsAda(page, embeddedPrompt(page));
      const [user] = await control.users();
      expect(user?.providers).toEqual([expect.objectContaining({ provider_subject: ADA.provider_subject })]);
      expect(violations).toEqual([]);
    });
  }

  test('floating: the prompt floats over the page beside the Google button, and signs up', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await control.addOAuthIdentity(ADA);
    await openWidget(page, {
      publicToken,
      strictCsp: true,
      config: oneTapConfig(baseURL, publicToken, { position: 'floating' }),
    });
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await continueAsAda(page, floatingPrompt(page));
  });

  test('origin not allowed: the Google button, and the developer message with its docs link', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await control.addOAuthIdentity(ADA);
    await control.setOneTapBehaviour('origin_not_allowed');
    await openWidget(page, {
      publicToken,
      strictCsp: true,
      config: oneTapConfig(baseURL, publicToken, { position: 'forceLegacyEmbedded' }),
    });
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const message = widgetRoot(page).getByText(/^Developer message/);
    await expect(message).toBeVisible();
    for (const link of await widgetRoot(page).getByRole('status').getByRole('link').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL((await link.getAttribute('href')) ?? '').protocol).toBe('https:');
    }
    await expectNoAxeViolations(page);
  });

  test('unmounting the widget cancels the prompt', async ({ page, control, baseURL, publicToken }) => {
    await control.addOAuthIdentity(ADA);
    await openWidget(page, {
      publicToken,
      config: oneTapConfig(baseURL, publicToken, { position: 'floating' }),
    });
    await expect(
      floatingPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ }),
    ).toBeVisible();
    await page.evaluate(() => window.foyer.unmount());
    await expect(page.locator('iframe[src*="accounts.google.com/gsi/iframe/select"]')).toHaveCount(0);
    expect(await sessionCookieNames(page)).toEqual([]);
  });
});
