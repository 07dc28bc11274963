import type { Locator, Page } from '@playwright/test';
import type { WidgetConfig } from '../../widget/src';
import { ar } from '../../widget/src/locales/ar';
import { en } from '../../widget/src/locales/en';
import type { MessageId } from '../../widget/src/strings/catalog';
import { createTranslator } from '../../widget/src/strings/messages';
import { expect, test } from '../support/fixtures';
import { charactersFromLeft, contentBox, elementBox, inkByHalf, textLines } from '../support/layout-geometry';
import { expectNoAxeViolations, type HarnessOptions, openWidget } from '../support/widget-page';

/**
 * The widget right to left, checked by where things land on screen: in Arabic, the language's own
 * direction (the Arabic and Hebrew pictures of every screen are in tests/gallery/widget-gallery.spec.ts). Every
 * name the spec looks for comes from the same catalog, so values carry the isolates the widget adds.
 */
const ARABIC = { locale: 'ar' } satisfies Partial<HarnessOptions>;
const translator = createTranslator(ar);
const t = (id: MessageId, values?: Record<string, string>) => translator.t(id, values);

const PASSCODES: WidgetConfig = {
  products: ['otp'],
  otpOptions: { methods: ['sms', 'whatsapp', 'email'] },
};
const NATIONAL = '(201) 555-0123';

/** Page pixels are whole on this 1x screen; a layout edge may still fall half a pixel off. */
const EDGE = 1;

/** Opens the harness in Arabic and waits for Main's title. */
async function openInArabic(page: Page, options: HarnessOptions): Promise<void> {
  await openWidget(page, { ...options, ...ARABIC }, { expectMain: false });
  await expect(page.getByRole('heading', { name: t('main.title') })).toBeVisible();
}

const container = (page: Page) => page.locator('.foyer-container');

/**
 * Asserts the text of `element` is set from the right: every line ends at the container's right
 * content edge, and the lines are ragged on the left (a line of left-to-right text ends where it may).
 */
async function expectTextAtRight(page: Page, element: Locator): Promise<void> {
  const content = await contentBox(container(page));
  const lines = await textLines(element);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(Math.abs(line.right - content.right), 'a line ends at the right edge').toBeLessThanOrEqual(EDGE);
  }
  const lastLine = lines.at(-1);
  expect((lastLine?.left ?? 0) - content.left, 'the last line leaves the left side free').toBeGreaterThan(8);
}

test.describe('the widget right to left', () => {
  test('Main starts at the right: title, tab order, labels, the country select, then the number on its left', async ({
    page,
    publicToken,
  }) => {
    await openInArabic(page, { publicToken, config: PASSCODES });
    await expect(page.locator('.foyer-root')).toHaveAttribute('dir', 'rtl');
    await expectTextAtRight(page, page.getByRole('heading', { name: t('main.title') }));

    // The tabs run from the right in their DOM order, and the arrow keys go the way they point.
    const tabs = page.getByRole('tab');
    const names = [t('main.tabs.sms'), t('main.tabs.whatsapp'), t('main.tabs.email')];
    await expect(tabs).toHaveText(names);
    const tabBoxes = await Promise.all(names.map((name) => elementBox(page.getByRole('tab', { name }))));
    for (const [index, box] of tabBoxes.entries()) {
      const next = tabBoxes[index + 1];
      if (next)
        expect(next.right, `${names[index + 1]} is left of ${names[index]}`).toBeLessThanOrEqual(
          box.left + EDGE,
        );
    }
    const firstTab = page.getByRole('tab', { name: names[0] });
    await firstTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: names[1] })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(firstTab).toBeFocused();

    // Tab goes on to the phone row: the country select at the right, then the number on its left.
    await expectTextAtRight(page, page.getByRole('tabpanel').getByText(t('phone.label'), { exact: true }));
    const country = page.getByRole('combobox', { name: t('phone.countryLabel') });
    const number = page.getByRole('textbox', { name: t('phone.label') });
    await page.keyboard.press('Tab');
    await expect(country).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(number).toBeFocused();
    const content = await contentBox(container(page));
    const countryBox = await elementBox(country);
    const numberBox = await elementBox(number);
    expect(Math.abs(countryBox.right - content.right)).toBeLessThanOrEqual(EDGE);
    expect(numberBox.right).toBeLessThanOrEqual(countryBox.left);
    // The number itself is digits, written left to right in its field.
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(number).toHaveCSS('direction', 'ltr');
    await expectNoAxeViolations(page);

    // The email field is left to right, its text starting at the field's left.
    await page.getByRole('tab', { name: t('main.tabs.email') }).click();
    const email = page.getByRole('textbox', { name: t('email.label') });
    await expect(email).toHaveAttribute('dir', 'ltr');
    await expect(email).toHaveCSS('direction', 'ltr');
    await expect(email).toHaveCSS('text-align', 'start');
    await expectTextAtRight(page, page.getByRole('tabpanel').getByText(t('email.label'), { exact: true }));
    await expectNoAxeViolations(page);
  });

  test('OTPAuthenticate keeps the phone number in its order inside the sentence, and the passcode left to right', async ({
    page,
    publicToken,
  }) => {
    await openInArabic(page, { publicToken, config: PASSCODES });
    await page.getByRole('textbox', { name: t('phone.label') }).fill(NATIONAL);
    await page.getByRole('button', { name: t('otp.form.submitSms') }).click();
    const heading = page.getByRole('heading', { name: t('otp.authenticate.title') });
    await expect(heading).toBeVisible();
    await expectTextAtRight(page, heading);

    // Read off the screen: "+1 201 555 0123", not its groups turned around ("0123 555 201 1+").
    const sentence = page.locator('.foyer-text').filter({ has: page.locator('.foyer-destination') });
    const destination = sentence.locator('.foyer-destination');
    await expect(destination).toHaveText('+1 201 555 0123');
    expect(await charactersFromLeft(destination)).toBe('+12015550123');
    await expectTextAtRight(page, sentence);

    const passcode = page.getByRole('textbox', { name: t('otp.authenticate.passcodeLabel') });
    await expect(passcode).toHaveAttribute('dir', 'ltr');
    await expect(passcode).toHaveCSS('direction', 'ltr');
    await expectNoAxeViolations(page);
  });

  // English, left to right, shows the checks see the difference.
  for (const { catalog, harness, shadow } of [
    { catalog: ar, harness: ARABIC, shadow: false },
    { catalog: ar, harness: ARABIC, shadow: true },
    { catalog: en, harness: {}, shadow: false },
  ]) {
    const { dir } = catalog;
    const side = dir === 'rtl' ? 'right' : 'left';
    const dom = shadow ? 'shadow' : 'light';
    test(`CryptoError's back arrow sits at the ${side} and points ${side}, the toast stays centred (${catalog.tag}, ${dom} DOM)`, async ({
      page,
      publicToken,
      wallets,
    }) => {
      await wallets.setMode('metamask', 'reject');
      const names = createTranslator(catalog);
      await openWidget(
        page,
        { publicToken, config: { products: ['crypto'] }, wallets: 'metamask', shadow, ...harness },
        { expectMain: false },
      );
      await page
        .getByRole('button', {
          name: names.t('crypto.continueWith', { wallet: names.t('crypto.wallet.Metamask') }),
        })
        .click();
      await expect(page.getByRole('heading', { name: names.t('error.title') })).toBeVisible();

      const back = page.getByRole('button', { name: names.t('button.back') });
      const content = await contentBox(container(page));
      const backBox = await elementBox(back);
      // The button reaches 4px past the content edge, so its arrow lines up with the text under it.
      const startEdge = dir === 'rtl' ? content.right - backBox.right : backBox.left - content.left;
      expect(Math.abs(startEdge + 4)).toBeLessThanOrEqual(EDGE);
      const ink = await inkByHalf(page, back);
      const [head, tail] = dir === 'rtl' ? [ink.right, ink.left] : [ink.left, ink.right];
      expect(head, 'the arrow head carries more ink than the tail').toBeGreaterThan(tail * 1.5);

      // The toast sits in the middle of the page, whichever way the text runs (hovered: it stays).
      const toast = page.locator('.foyer-toast');
      await expect(toast).toContainText(names.t('crypto.error.connect'));
      await toast.hover();
      const toastBox = await elementBox(toast);
      const viewport = page.viewportSize();
      expect(Math.abs(toastBox.left + toastBox.width / 2 - (viewport?.width ?? 0) / 2)).toBeLessThanOrEqual(
        EDGE,
      );
      if (dir === 'rtl')
        await expectTextAtRight(page, page.getByRole('heading', { name: names.t('error.title') }));
      await expectNoAxeViolations(page);
    });
  }
});
