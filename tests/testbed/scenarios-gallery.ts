import { expect } from '@playwright/test';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import type { Scenario } from './scenarios';

const SCREENS = [...new Set(GALLERY_ENTRIES.map((entry) => entry.screen))];

/** The Gallery panel as a developer uses it: every screen, then one in another theme, language and DOM. */
export const GALLERY_SCENARIOS: readonly Scenario[] = [
  {
    title:
      'the Gallery panel renders every screen of the widget from its fixtures, in each theme, language and DOM',
    async run({ testbed, testInfo }) {
      // Some twenty screens, each mounted and pictured.
      testInfo.slow();
      await testbed.openPanel('Gallery');
      // By name: the widget's own tab panels (Main's tabs) sit inside this one.
      const panel = testbed.inspector.getByRole('tabpanel', { name: 'Gallery' });
      const status = panel.getByTestId('gallery-status');
      const preview = panel.getByTestId('gallery-preview');
      const screenSelect = panel.getByLabel('Screen');
      await expect(screenSelect.getByRole('option')).toHaveText(SCREENS);

      for (const screen of SCREENS) {
        await screenSelect.selectOption(screen);
        const first = GALLERY_ENTRIES.find((entry) => entry.screen === screen);
        await expect(status).toHaveText(`Showing ${screen}: ${first?.state}`);
        await testbed.screenshot(`testbed-gallery-${screen}`, testInfo, panel);
      }

      // Every state of one screen, picked by keyboard as a developer may.
      const stateSelect = panel.getByLabel('State');
      await screenSelect.selectOption('PasswordCreateOrLogin');
      await stateSelect.focus();
      await testbed.page.keyboard.press('ArrowDown');
      await expect(status).toHaveText('Showing PasswordCreateOrLogin: log-in-submitting');
      await expect(preview.getByRole('button', { name: /Continue/ })).toHaveAttribute('aria-busy', 'true');

      // Dark, in Spanish, in shadow DOM: the texts change language and the widget lives in a shadow root.
      await screenSelect.selectOption('Main');
      await panel.getByLabel('Theme').selectOption('dark');
      await panel.getByLabel('Locale', { exact: true }).selectOption('es');
      await panel.getByLabel('Shadow DOM').check();
      await expect(status).toHaveText('Showing Main: empty');
      await expect(preview.getByRole('heading', { name: 'Regístrate o inicia sesión' })).toBeVisible();
      expect(
        await preview
          .locator('div')
          .first()
          .evaluate((host) => host.shadowRoot !== null),
      ).toBe(true);
      await testbed.screenshot('testbed-gallery-Main-dark-es-shadow', testInfo, panel);

      // The stage's own widget is untouched by the gallery.
      await expect(testbed.mountStatus).toHaveText(/Mounted: login/);
    },
  },
];
