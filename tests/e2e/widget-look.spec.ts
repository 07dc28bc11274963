import { expect, test } from '../support/fixtures';
import { magicLinkConfig, openWidget, sendMagicLink, widgetRoot } from '../support/widget-page';

const EMAIL = 'ada@example.com';

/**
 * Screenshots of the magic-link screens for a person to look at (in `test-results/`), plus the
 * theme values of spec section 3 that a screenshot shows but a reader could miss.
 */
for (const shadow of [false, true]) {
  const dom = shadow ? 'shadow' : 'light';

  test(`Main and EmailConfirmation look as the default theme says (${dom} DOM)`, async ({
    page,
    publicToken,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 700 });
    await openWidget(page, { publicToken, config: magicLinkConfig(baseURL, publicToken), shadow });
    const container = page.locator('.foyer-container');
    await expect(container).toHaveCSS('width', '400px');
    await expect(container).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(container).toHaveCSS('border-top-color', 'rgb(173, 188, 197)');
    await expect(container).toHaveCSS('padding', '24px 32px');
    await expect(widgetRoot(page)).toHaveCSS('font-family', 'Arial, Helvetica, sans-serif');
    const heading = page.getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading).toHaveCSS('font-size', '24px');
    await expect(heading).toHaveCSS('font-weight', '600');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCSS('height', '47px');
    const submit = page.getByRole('button', { name: 'Continue with email' });
    await expect(submit).toHaveCSS('height', '45px');
    await expect(submit).toHaveCSS('color', 'rgb(255, 255, 255)');
    await container.screenshot({ path: testInfo.outputPath(`main-${dom}.png`) });

    await sendMagicLink(page, EMAIL);
    await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
    const gmail = page.getByRole('link', { name: /Open in Gmail/ });
    await expect(gmail).toHaveCSS('height', '45px');
    await expect(gmail).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(gmail).toHaveCSS('border-top-color', 'rgb(25, 48, 61)');
    // The screen's last row sits on the container's padding, with no stray margin under it.
    const box = await container.boundingBox();
    const retry = await page.getByText("Didn't get it?").locator('..').boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0) - ((retry?.y ?? 0) + (retry?.height ?? 0)))).toBe(
      25,
    );
    await container.screenshot({ path: testInfo.outputPath(`email-confirmation-${dom}.png`) });
  });
}
