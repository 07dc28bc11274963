import type { Page } from '@playwright/test';
import type { WidgetConfig } from '../../widget/src';
import { expect, test } from '../support/fixtures';
import { GOOGLE_ADA } from '../support/test-identities';
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

/**
 * Google with One Tap; new users come back to the harness with `landing=signup` (or go to
 * `signupRedirectURL` when given), known ones with `landing=login`.
 */
function oneTapConfig(
  baseURL: string | undefined,
  publicToken: string,
  google: Partial<GoogleProvider>,
  signupRedirectURL?: string,
): WidgetConfig {
  const back = (landing: string) => `${baseURL}${harnessPath({ publicToken })}&landing=${landing}`;
  return {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, ...google }],
      loginRedirectURL: back('login'),
      signupRedirectURL: signupRedirectURL ?? back('signup'),
    },
  };
}

const oneTapRegion = (page: Page) => page.getByRole('region', { name: 'Google One Tap' });
const embeddedPrompt = (page: Page) => page.frameLocator('#google-parent-prompt iframe');
const FLOATING_FRAME = 'iframe[src*="accounts.google.com/gsi/iframe/select"]';
const floatingPrompt = (page: Page) => page.frameLocator(FLOATING_FRAME);

/**
 * Whether the prompt's frame sits in the widget's overlay slot, following the flattened tree: in
 * shadow mode its parent is in the host's light DOM, assigned to a slot inside the overlay.
 */
function frameIsInOverlaySlot(page: Page): Promise<boolean> {
  return page.locator(FLOATING_FRAME).evaluate((frame) => {
    let node: Node | null = frame;
    while (node) {
      if (node instanceof HTMLElement && node.classList.contains('foyer-overlay')) return true;
      node =
        (node instanceof Element && node.assignedSlot) ||
        node.parentNode ||
        (node instanceof ShadowRoot ? node.host : null);
    }
    return false;
  });
}

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
      // Two widget loads with One Tap: a sign-up, then the mark after signing out.
      test.slow();
      const violations = await recordCspViolations(page);
      await control.addOAuthIdentity(GOOGLE_ADA);
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
      expect(user?.providers).toEqual([
        expect.objectContaining({ provider_subject: GOOGLE_ADA.provider_subject }),
      ]);

      // Signed out, One Tap carries the "Last used" mark on its top edge, not clipped by the container.
      await page.context().clearCookies();
      await openWidget(page, options);
      await expect(oneTapRegion(page)).toHaveAccessibleDescription('Last used');
      await expect(oneTapRegion(page)).toHaveAttribute('aria-busy', 'false');
      const mark = widgetRoot(page).locator('.foyer-last-used');
      await expect(mark).toHaveText('Last used');
      // Above the container's top edge, the mark itself takes the pointer: nothing clips it there.
      const markWidth = (await mark.boundingBox())?.width ?? 0;
      await mark.click({ trial: true, position: { x: markWidth / 2, y: 3 }, timeout: 10_000 });
      expect(violations).toEqual([]);
    });
  }

  for (const shadow of [false, true]) {
    const dom = shadow ? 'shadow DOM' : 'light DOM';

    test(`floating, ${dom}, strict CSP: the prompt's frame is in the widget's overlay slot at the page's top right, beside the Google button, and signs up`, async ({
      page,
      control,
      baseURL,
      publicToken,
    }) => {
      const violations = await recordCspViolations(page);
      await control.addOAuthIdentity(GOOGLE_ADA);
      await openWidget(page, {
        publicToken,
        shadow,
        strictCsp: true,
        config: oneTapConfig(baseURL, publicToken, { position: 'floating' }),
      });
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await expect(
        floatingPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ }),
      ).toBeVisible();
      expect(await frameIsInOverlaySlot(page)).toBe(true);
      const frameBox = await page.locator(FLOATING_FRAME).boundingBox();
      const viewport = page.viewportSize();
      expect(frameBox?.y).toBeLessThan(40);
      expect((viewport?.width ?? 0) - ((frameBox?.x ?? 0) + (frameBox?.width ?? 0))).toBeLessThan(40);
      await expectNoAxeViolations(page);

      await continueAsAda(page, floatingPrompt(page));
      expect(violations).toEqual([]);
    });
  }

  test('floating: a tap outside the prompt closes it, and the Google button stays', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await control.addOAuthIdentity(GOOGLE_ADA);
    await openWidget(page, {
      publicToken,
      config: oneTapConfig(baseURL, publicToken, { position: 'floating' }),
    });
    await expect(
      floatingPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ }),
    ).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(page.locator(FLOATING_FRAME)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('floating, cancel_on_tap_outside off: a tap outside leaves the prompt open', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await control.addOAuthIdentity(GOOGLE_ADA);
    await openWidget(page, {
      publicToken,
      config: oneTapConfig(baseURL, publicToken, { position: 'floating', cancel_on_tap_outside: false }),
    });
    const ada = floatingPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ });
    await expect(ada).toBeVisible();
    await page.mouse.click(5, 300);
    await continueAsAda(page, floatingPrompt(page));
  });

  for (const position of ['forceLegacyEmbedded', 'floating'] as const) {
    test(`${position}: a chosen account the provider refuses shows its message in the banner, and the Google button`, async ({
      page,
      control,
      baseURL,
      publicToken,
    }) => {
      await control.addOAuthIdentity(GOOGLE_ADA);
      // A new user goes to the signup redirect, which the project does not allow.
      const config = oneTapConfig(baseURL, publicToken, { position }, 'https://elsewhere.example/signup');
      await openWidget(page, { publicToken, strictCsp: true, config });
      const prompt = position === 'floating' ? floatingPrompt(page) : embeddedPrompt(page);
      await prompt.getByRole('button', { name: /^Continue as Ada Lovelace/ }).click();
      await expect(
        widgetRoot(page)
          .getByRole('alert')
          .filter({ hasText: 'did not match any redirect URLs set for this project' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await expect(oneTapRegion(page)).toHaveCount(0);
      expect(await sessionCookieNames(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('origin not allowed: the Google button, and the developer message with its docs link', async ({
    page,
    control,
    baseURL,
    publicToken,
  }) => {
    await control.addOAuthIdentity(GOOGLE_ADA);
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
    await control.addOAuthIdentity(GOOGLE_ADA);
    await openWidget(page, {
      publicToken,
      config: oneTapConfig(baseURL, publicToken, { position: 'floating' }),
    });
    await expect(
      floatingPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ }),
    ).toBeVisible();
    await page.evaluate(() => window.foyer.unmount());
    await expect(page.locator(FLOATING_FRAME)).toHaveCount(0);
    expect(await sessionCookieNames(page)).toEqual([]);
  });
});
