import type { Route } from '@playwright/test';
import type { WidgetConfig } from '../../widget/src';
import { expect, test } from '../support/fixtures';
import { harnessPath } from '../support/widget-page';

/** The bench's three configs: the smallest, the one with phone parsing, and the one with password screens. */
const CONFIGS: Array<{ name: string; config: WidgetConfig }> = [
  { name: 'magic links only', config: { products: ['emailMagicLinks'] } },
  {
    name: 'SMS and email passcodes',
    config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } },
  },
  { name: 'magic links with passwords', config: { products: ['emailMagicLinks', 'passwords'] } },
];

declare global {
  interface Window {
    /** `performance.now()` when an enabled input first appeared in the widget. */
    __firstEnabledInputAt?: number;
  }
}

for (const { name, config } of CONFIGS) {
  test(`${name}: the input is usable before the bootstrap answers, with no script fetched after the mount call`, async ({
    page,
    control,
    publicToken,
  }) => {
    await control.updateSettings({ disable_sdk_watermark: false });
    // In the page's own clock, so nothing here depends on how fast Playwright hears about it.
    await page.addInitScript(() => {
      const check = () => {
        if (window.__firstEnabledInputAt !== undefined) return;
        if (document.querySelector('.foyer-root input:not([disabled])')) {
          window.__firstEnabledInputAt = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    // The bootstrap is held (not answered for the page) until the test lets it through to the emulator.
    const heldBootstraps: Route[] = [];
    await page.route('**/sdk/v1/projects/bootstrap/**', (route) => {
      heldBootstraps.push(route);
    });

    await page.goto(harnessPath({ publicToken, config }));
    const input = page.locator('.foyer-root input').first();
    await expect(input).toBeEnabled();
    await expect(input).toBeVisible();
    await expect.poll(() => heldBootstraps.length).toBe(1);
    await expect(page.locator('.foyer-watermark')).toHaveCount(0);
    const formBefore = await input.boundingBox();

    for (const route of heldBootstraps) await route.continue();
    // The watermark depends on the bootstrap: it fills in once it answers, below the form.
    await expect(page.getByRole('img', { name: 'Powered by Stytch' })).toBeVisible();
    expect(await input.boundingBox()).toEqual(formBefore);

    const scriptsAfterMount = await page.evaluate(() => {
      const [mount] = performance.getEntriesByName('foyer:mount-start', 'mark');
      const interactive = window.__firstEnabledInputAt;
      if (!mount || interactive === undefined) throw new Error('no mount mark or no enabled input seen');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => entry.startTime >= mount.startTime && entry.startTime <= interactive)
        .map((entry) => entry.name);
    });
    expect(scriptsAfterMount).toEqual([]);
  });
}
