import type { ControlClient } from '@foyer/emulator';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  expectHostLoginDone,
  expectSessionOnEmulator,
  type LoginConfig,
  openHarness,
  openStytchUI,
  stytchUIPath,
  uiErrors,
} from '../support/stytch-ui-page';
import { GOOGLE_ADA } from '../support/test-identities';

/**
 * Google One Tap in Stytch's own prebuilt UI, with the emulator playing Google: Chromium maps
 * `accounts.google.com` (its script and prompt) to the emulator, whose prompt lists the project's
 * Google identities; a chosen account's credential goes to the emulator, which redirects back with a
 * token the harness's host code logs in with.
 */

/**
 * Google with One Tap, at the UI's default position unless given; with email magic links too when
 * `withEmail`, so Main has a card.
 */
function oneTapConfig(
  back: string,
  { withEmail, position }: { withEmail: boolean; position?: 'forceLegacyEmbedded' },
): LoginConfig {
  return {
    products: withEmail ? ['oauth', 'emailMagicLinks'] : ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position }],
      loginRedirectURL: back,
      signupRedirectURL: back,
    },
  };
}

/** After Ada's credential: back on the harness, the host's login done, and the emulator's records. */
async function expectSignedUpAsAda(page: Page, control: ControlClient): Promise<void> {
  await expectHostLoginDone(page);
  await expectSessionOnEmulator(page, control, { type: 'oauth', delivery_method: 'oauth_google' });
  const [user] = await control.users();
  expect(user?.providers).toEqual([
    expect.objectContaining({ provider_type: 'Google', provider_subject: GOOGLE_ADA.provider_subject }),
  ]);
  expect(user?.emails).toEqual([expect.objectContaining({ email: GOOGLE_ADA.email, verified: true })]);
  expect(await uiErrors(page)).toEqual([]);
}

const floatingPrompt = (page: Page) =>
  page.frameLocator('iframe[src*="accounts.google.com/gsi/iframe/select"]');

test.describe("Google One Tap in Stytch's prebuilt UI, with the emulator playing Google", () => {
  // As the only way in, the floating prompt is all the UI renders (no card, no Google button); beside
  // another product, Main shows its card with the Google button under the prompt. (The embedded
  // positions embed the prompt on mobile browsers only; on a desktop they float the same way.)
  for (const withEmail of [false, true]) {
    test(`floating${withEmail ? ', beside email' : ', alone'}: a chosen account signs up and comes back with an oauth_google session`, async ({
      page,
      publicToken,
      control,
      baseURL,
    }) => {
      await control.addOAuthIdentity(GOOGLE_ADA);
      const config = oneTapConfig(`${baseURL}${stytchUIPath(publicToken)}`, { withEmail });
      if (withEmail) await openStytchUI(page, publicToken, config);
      else await openHarness(page, publicToken, { config });
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(withEmail ? 1 : 0);
      const ada = floatingPrompt(page).getByRole('button', { name: /^Continue as Ada Lovelace/ });
      await expect(ada).toBeVisible();
      await ada.click();

      await expectSignedUpAsAda(page, control);
    });
  }
});

test.describe('Google One Tap in the prebuilt UI on a phone', () => {
  // The prebuilt UI embeds the prompt in its card only where Google would (a phone's browser).
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });

  test('forceLegacyEmbedded: the prompt sits in the card in place of the Google button and signs up', async ({
    page,
    publicToken,
    control,
    baseURL,
  }) => {
    await control.addOAuthIdentity(GOOGLE_ADA);
    const config = oneTapConfig(`${baseURL}${stytchUIPath(publicToken)}`, {
      withEmail: true,
      position: 'forceLegacyEmbedded',
    });
    await openStytchUI(page, publicToken, config);
    const ada = page
      .frameLocator('stytch-ui #google-parent-prompt iframe')
      .getByRole('button', { name: /^Continue as Ada Lovelace/ });
    await expect(ada).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await ada.click();
    await expectSignedUpAsAda(page, control);
  });
});
