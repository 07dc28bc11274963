import { test as base, expect, type Page } from '@playwright/test';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { type GalleryEntry, galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import type { GalleryView } from '../../widget/src/gallery/gallery-view';
import { allLocales } from '../../widget/src/locales/all';
// The gallery page's global list of entries (`window.foyerGalleryEntries`).
import type {} from '../harness/gallery';
import { BASE_CHROMIUM_FLAGS, findChromium } from '../support/chromium';
import { findCutOffText } from '../support/cut-off-text';
import { type LoopbackFixtures, loopbackOnlyFixture, withLoopbackOnly } from '../support/loopback-pages';
import { systemFontsDrawn } from '../support/picture-fonts';
import { type StaticServer, serveStatic } from '../support/static-server';
import { expectNoAxeViolations } from '../support/widget-page';
import { GALLERY_TEST_BUILD } from './paths';

/** The gallery needs no emulator: its page, built once per run (build.setup.ts), is served like the harness. */
const test = base.extend<LoopbackFixtures, { gallery: StaticServer }>({
  ...loopbackOnlyFixture,
  gallery: [
    async ({}, use) => {
      const server = await serveStatic(GALLERY_TEST_BUILD);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({}, use) => {
      const chromium = findChromium();
      if (!chromium)
        throw new Error('No Chromium found: run `npm test` once, or install Debian\'s "chromium".');
      await use({ executablePath: chromium.path, args: withLoopbackOnly(BASE_CHROMIUM_FLAGS) });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ gallery }, use) => {
    await use(gallery.origin);
  },
});

// One size for every picture, whatever the machine's screen.
test.use({ viewport: { width: 520, height: 900 }, deviceScaleFactor: 1 });

/** The countdown and anything else that reads the time see the same moment in every run. */
const FIXED_NOW = new Date('2026-01-15T10:00:00Z');

const LIGHT_EN: GalleryView = { theme: 'light', locale: 'en', shadow: false };

const PICTURE = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;

test.describe('the gallery of every screen', () => {
  // A picture, then axe: slow on a loaded machine, and neither may be cut short by the clock.
  test.slow();

  test('lists every fixture on its page', async ({ page }) => {
    await page.goto('/gallery.html');
    await expect(page.locator('body')).toHaveAttribute('data-gallery', 'listed');
    expect(await page.evaluate(() => window.foyerGalleryEntries)).toEqual(
      GALLERY_ENTRIES.map(galleryEntryId),
    );
  });

  test("the font check sees a picture drawn with the machine's fonts", async ({ page }) => {
    await openGalleryPage(page);
    await showEntry(page, GALLERY_ENTRIES[0] as GalleryEntry, LIGHT_EN);
    expect(await systemFontsDrawn(page)).toEqual([]);
    // The widget's own default stack and the page's, as a host without bundled fonts would draw them.
    await page.evaluate(() => {
      document.body.style.fontFamily = 'Arial, sans-serif';
      document
        .querySelector<HTMLElement>('.foyer-root')
        ?.style.setProperty('--foyer-font-family', 'Arial, sans-serif');
    });
    const drawn = await systemFontsDrawn(page);
    expect(drawn.map((use) => use.text)).toEqual(
      expect.arrayContaining(['Gallery entry', 'Sign up or log in']),
    );
    expect(drawn.every((use) => use.fonts.length > 0)).toBe(true);
  });

  // The state each screen is pictured in across languages: its first, or the one showing the most of it.
  const RICHEST_STATES: Readonly<Record<string, string>> = {
    PasswordCreateOrLogin: 'create-weak-password',
    PasskeyRegistrationSuccess: 'created',
  };
  const shownScreens = GALLERY_ENTRIES.filter(
    (entry, index) => GALLERY_ENTRIES.findIndex((other) => other.screen === entry.screen) === index,
  ).map(
    (first) =>
      GALLERY_ENTRIES.find(
        (entry) => entry.screen === first.screen && entry.state === RICHEST_STATES[first.screen],
      ) ?? first,
  );

  // Every screen pictured in one language per script, left to right and right to left, in both
  // themes; shadow and light DOM alternate so both are pictured in each script.
  const PICTURED_VIEWS: GalleryView[] = [
    { theme: 'dark', locale: 'en', shadow: true },
    { theme: 'light', locale: 'ja', shadow: false },
    { theme: 'dark', locale: 'ja', shadow: true },
    { theme: 'light', locale: 'ar', shadow: true },
    { theme: 'dark', locale: 'ar', shadow: false },
    { theme: 'light', locale: 'he', shadow: false },
    { theme: 'dark', locale: 'he', shadow: true },
  ];
  // One page per screen, showing one picture after another: a page load per picture would double the time.
  for (const shown of shownScreens) {
    const states = GALLERY_ENTRIES.filter((entry) => entry.screen === shown.screen);
    test(`${shown.screen} looks as recorded in each state, in Latin, Japanese, Arabic and Hebrew, light and dark, and passes axe`, async ({
      page,
    }) => {
      await openGalleryPage(page);
      for (const entry of states) {
        await test.step(`${galleryEntryId(entry)}, ${viewName(LIGHT_EN)}`, async () => {
          await showEntry(page, entry, LIGHT_EN);
          await expect(page).toHaveScreenshot(`${entry.screen}-${entry.state}.png`, PICTURE);
          await expectWholeAndOnlyBundledFonts(page);
        });
      }
      for (const view of PICTURED_VIEWS) {
        await test.step(viewName(view), async () => {
          await showEntry(page, shown, view);
          await expect(page).toHaveScreenshot(`${shown.screen}-${view.locale}-${view.theme}.png`, PICTURE);
          await expectWholeAndOnlyBundledFonts(page);
        });
      }
    });
  }

  // Every other language: each screen rendered, nothing cut off, and axe, in one theme or the other.
  const pictured = new Set(PICTURED_VIEWS.map((view) => view.locale));
  const otherLocales = allLocales.map((catalog) => catalog.tag).filter((tag) => !pictured.has(tag));
  for (const [index, locale] of otherLocales.entries()) {
    test(`every screen in ${locale} shows whole and passes axe`, async ({ page }) => {
      await openGalleryPage(page);
      for (const [screenIndex, entry] of shownScreens.entries()) {
        const view: GalleryView = {
          theme: (index + screenIndex) % 2 === 0 ? 'light' : 'dark',
          locale,
          shadow: screenIndex % 2 === 1,
        };
        await test.step(`${galleryEntryId(entry)}, ${viewName(view)}`, async () => {
          await showEntry(page, entry, view);
          await expect(page.locator('#widget')).toHaveText(/\S/);
          await expectWholeAndOnlyBundledFonts(page);
        });
      }
    });
  }
});

/**
 * Axe, nothing cut off, and every glyph from the fonts the page brought: a system font would make the
 * picture hold only on machines with the same fonts installed.
 */
async function expectWholeAndOnlyBundledFonts(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  expect(await findCutOffText(page)).toEqual([]);
  expect(await systemFontsDrawn(page)).toEqual([]);
}

const viewName = (view: GalleryView) =>
  `${view.theme}, ${view.locale}, ${view.shadow ? 'shadow' : 'light'} DOM`;

/** The gallery page with no entry, ready to show one after another (`window.foyerGalleryShow`). */
async function openGalleryPage(page: Page): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto('/gallery.html');
  await expect(page.locator('body')).toHaveAttribute('data-gallery', 'listed');
}

async function showEntry(page: Page, entry: GalleryEntry, view: GalleryView): Promise<void> {
  await page.evaluate(([id, shown]) => window.foyerGalleryShow(id, shown), [
    galleryEntryId(entry),
    view,
  ] as const);
}
