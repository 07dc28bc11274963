import { expect } from '@playwright/test';
import { axeResults, listViolations } from '../support/axe';
import type { Scenario } from './scenarios';

/** Editing the widget's styles, strings and locale while it is mounted, as a developer tries a look or a text. */
export const LIVE_EDIT_SCENARIOS: readonly Scenario[] = [
  {
    title:
      'flags typos in styles and strings with the key meant, and applies a string, a colour and the locale to the mounted widget without a remount',
    async run({ testbed, testInfo }) {
      const panel = testbed.mountPanel;
      await panel.getByText('Styles and strings', { exact: true }).click();

      // Typos are named with the key meant, and the widget keeps what it had.
      const styles = panel.getByLabel('Styles (JSON)');
      await styles.fill('{ "colors": { "primery": "#aa0000" } }');
      await expect(
        panel.getByText('Unknown style key "colors.primery": did you mean "colors.primary"?'),
      ).toBeVisible();
      await expect(styles).toHaveAttribute('aria-invalid', 'true');
      const strings = panel.getByLabel('String overrides (JSON)');
      await strings.fill('{ "main.titel": "Welcome back" }');
      await expect(
        panel.getByText('Unknown string id "main.titel": did you mean "main.title"?'),
      ).toBeVisible();
      await expect(testbed.widget.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
      await styles.scrollIntoViewIfNeeded();
      await testbed.screenshot('testbed-mount-typos', testInfo);
      await styles.fill('{}');
      await strings.fill('{}');

      // On a screen a remount would leave (it starts at Main), a text is picked from the list and edited.
      await testbed.widget.getByRole('textbox', { name: 'Email' }).fill('live@example.com');
      await testbed.widget.getByRole('button', { name: 'Continue with email' }).click();
      await expect(await testbed.stateScreen()).toHaveText('EmailConfirmation');
      await panel.getByLabel('Find a string to override').fill('check your email');
      await panel.getByRole('button', { name: 'Override magicLinks.confirmation.title' }).click();
      await expect(strings).toHaveValue(/"magicLinks.confirmation.title": "Check your email"/);
      await strings.fill('{ "magicLinks.confirmation.title": "Look in your inbox" }');
      await expect(testbed.widget.getByRole('heading', { name: 'Look in your inbox' })).toBeVisible();

      // A colour from its picker, and the locale: the same mount takes both.
      await panel.getByLabel('colors.primary').fill('#aa0000');
      await expect(styles).toHaveValue(/"primary": "#aa0000"/);
      await panel.getByLabel('Locale', { exact: true }).selectOption('es');
      await expect(testbed.widget.getByText('Intentar de nuevo')).toBeVisible();
      await expect(testbed.widget.getByRole('heading', { name: 'Look in your inbox' })).toBeVisible();
      expect(
        await testbed.widget
          .locator('.foyer-root')
          .evaluate((root) => getComputedStyle(root).getPropertyValue('--foyer-color-primary').trim()),
      ).toBe('#aa0000');
      await expect(panel.getByText('Remount to apply')).toHaveCount(0);

      // No remount: the widget is still on its screen, its state the one it had, each update logged.
      await expect(await testbed.stateScreen()).toHaveText('EmailConfirmation');
      const state = testbed.inspector.getByRole('tabpanel');
      await expect(state.getByText('"live@example.com"').first()).toBeVisible();
      await expect(testbed.mountStatus).toHaveText('Mounted: login');
      const events = await testbed.openPanel('Events');
      await expect(events.getByRole('row').filter({ hasText: 'update(strings)' }).first()).toBeVisible();
      await expect(events.getByRole('row').filter({ hasText: 'update(styles)' }).first()).toBeVisible();
      await expect(events.getByRole('row').filter({ hasText: 'update(locale)' })).toHaveCount(1);

      // A setting the widget reads at mount says so until the remount.
      await panel.getByRole('checkbox', { name: 'Shadow DOM' }).check();
      await expect(panel.getByText('Remount to apply')).toBeVisible();
      const { violations } = await axeResults(testbed.page, { include: 'section.mount-panel' });
      expect(listViolations(violations)).toEqual([]);
      await panel.getByText('Remount to apply').scrollIntoViewIfNeeded();
      await testbed.screenshot('testbed-mount-live-edit', testInfo);
      await panel.getByRole('checkbox', { name: 'Shadow DOM' }).uncheck();
      await expect(panel.getByText('Remount to apply')).toHaveCount(0);
    },
  },
];
