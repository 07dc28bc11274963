import { test as base, expect, type Page } from '@playwright/test';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { type GalleryEntry, galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import type { GalleryView } from '../../widget/src/gallery/gallery-view';
import { allLocales } from '../../widget/src/locales/all';
// The gallery page's globals (`window.foyerGalleryEntries`, `window.foyerGalleryShow`).
import type {} from '../harness/gallery';
import { type GalleryCell, galleryCellLabel } from '../harness/gallery-cells';
import { BASE_CHROMIUM_FLAGS, findTestChromium } from '../support/chromium';
import { describeRefusals, type Refusal, takeRefusals } from '../support/loopback-guard';
import { type LoopbackFixtures, watchPageHosts, withLoopbackOnly } from '../support/loopback-pages';
import { systemFontsDrawn } from '../support/picture-fonts';
import { type StaticServer, serveStatic } from '../support/static-server';
import { expectEveryCellWholeAndOnlyBundledFonts } from './gallery-checks';
import { GALLERY_TEST_BUILD } from './paths';

/** The countdown and anything else that reads the time see the same moment in every run. */
const FIXED_NOW = new Date('2026-01-15T10:00:00Z');

/** Four cells a row, each as wide as the page an entry once had alone; a picture takes the whole page. */
const VIEWPORT = { width: 4 * 520, height: 900 };

type GalleryWorkerFixtures = {
  gallery: StaticServer;
  /**
   * One gallery page per worker, loaded once: every test shows its cells in place of the last test's
   * (`window.foyerGalleryShow` unmounts them), which saves a page load and every screen's preload
   * per test. A failed test ends its worker, so no test inherits a page a failure left behind.
   */
  galleryPage: { page: Page; watched: { refusals: Refusal[] } };
};

/** The gallery needs no emulator: its page, built once per run (build.setup.ts), is served like the harness. */
const test = base.extend<LoopbackFixtures, GalleryWorkerFixtures>({
  gallery: [
    async ({}, use) => {
      const server = await serveStatic(GALLERY_TEST_BUILD);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  galleryPage: [
    async ({ browser, gallery }, use) => {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        baseURL: gallery.origin,
      });
      const watched = watchPageHosts(context);
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto('/gallery.html');
      await expect(page.locator('body')).toHaveAttribute('data-gallery', 'listed');
      await use({ page, watched });
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The suites' loopback check, over the worker's gallery page instead of a page per test.
  loopbackOnly: [
    async ({ galleryPage: { watched } }, use) => {
      watched.refusals.length = 0;
      takeRefusals();
      await use(watched);
      const failure = describeRefusals([...watched.refusals, ...takeRefusals()]);
      if (failure) throw new Error(failure);
    },
    { auto: true },
  ],
  launchOptions: [
    async ({}, use) => {
      const chromium = findTestChromium();
      if (!chromium)
        throw new Error('No Chromium found: run `npm test` once, or install Debian\'s "chromium".');
      await use({ executablePath: chromium.path, args: withLoopbackOnly(BASE_CHROMIUM_FLAGS) });
    },
    { scope: 'worker' },
  ],
});

const LIGHT_EN: GalleryView = { theme: 'light', locale: 'en', shadow: false };

const PICTURE = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;

test.describe('the gallery of every screen', () => {
  // A picture, then axe: slow on a loaded machine, and neither may be cut short by the clock.
  test.slow();

  test('lists every fixture on its page', async ({ galleryPage: { page } }) => {
    expect(await page.evaluate(() => window.foyerGalleryEntries)).toEqual(
      GALLERY_ENTRIES.map(galleryEntryId),
    );
  });

  test("the font check sees a picture drawn with the machine's fonts", async ({ galleryPage }) => {
    // A page of its own: this test changes the page's fonts, which the other tests must not inherit.
    const page = await galleryPage.page.context().newPage();
    await page.goto('/gallery.html');
    await expect(page.locator('body')).toHaveAttribute('data-gallery', 'listed');
    const cell = { entryId: galleryEntryId(GALLERY_ENTRIES[0] as GalleryEntry), view: LIGHT_EN };
    await showCells(page, [[cell]]);
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
      expect.arrayContaining([galleryCellLabel(cell), 'Sign up or log in']),
    );
    expect(drawn.every((use) => use.fonts.length > 0 && use.part === galleryCellLabel(cell))).toBe(true);
    await page.close();
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
  // One picture per screen: its every state in light English, then its richest in the seven views,
  // each cell captioned; one axe run, one cut-off check and one font check cover them all.
  for (const shown of shownScreens) {
    const states = GALLERY_ENTRIES.filter((entry) => entry.screen === shown.screen);
    test(`${shown.screen} looks as recorded in each state, in Latin, Japanese, Arabic and Hebrew, light and dark, and passes axe`, async ({
      galleryPage: { page },
    }) => {
      await showCells(page, [
        states.map((entry) => ({ entryId: galleryEntryId(entry), view: LIGHT_EN })),
        PICTURED_VIEWS.map((view) => ({ entryId: galleryEntryId(shown), view })),
      ]);
      await expect(page).toHaveScreenshot(`${shown.screen}.png`, PICTURE);
      await expectEveryCellWholeAndOnlyBundledFonts(page);
    });
  }

  // Every other language: each screen rendered, nothing cut off, and axe, in one theme or the other.
  const pictured = new Set(PICTURED_VIEWS.map((view) => view.locale));
  const otherLocales = allLocales.map((catalog) => catalog.tag).filter((tag) => !pictured.has(tag));
  for (const [index, locale] of otherLocales.entries()) {
    test(`every screen in ${locale} shows whole and passes axe`, async ({ galleryPage: { page } }) => {
      const cells = shownScreens.map((entry, screenIndex) => ({
        entry,
        view: {
          theme: (index + screenIndex) % 2 === 0 ? 'light' : 'dark',
          locale,
          shadow: screenIndex % 2 === 1,
        } satisfies GalleryView,
      }));
      // Wallets announce themselves to the whole page: screens that bring different ones take turns.
      for (const wallets of new Set(cells.map(({ entry }) => walletsOf(entry)))) {
        const sharing = cells.filter(({ entry }) => walletsOf(entry) === wallets);
        await test.step(sharing.map(({ entry }) => entry.screen).join(', '), async () => {
          await showCells(page, [
            sharing.map(({ entry, view }) => ({ entryId: galleryEntryId(entry), view })),
          ]);
          await expectEveryCellWholeAndOnlyBundledFonts(page);
        });
      }
    });
  }
});

const walletsOf = (entry: GalleryEntry): string => (entry.wallets ?? []).join(', ');

/** Shows rows of cells in place of the page's current ones; resolves once each cell's state shows. */
async function showCells(page: Page, rows: readonly (readonly GalleryCell[])[]): Promise<void> {
  await page.evaluate((shown) => window.foyerGalleryShow(shown), rows);
}
