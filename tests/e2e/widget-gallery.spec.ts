import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { build } from 'vite';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { type GalleryEntry, galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import type { GalleryView } from '../../widget/src/gallery/gallery-view';
// The gallery page's global list of entries (`window.foyerGalleryEntries`).
import type {} from '../harness/gallery';
import { BASE_CHROMIUM_FLAGS, findChromium } from '../support/chromium';
import { type StaticServer, serveStatic } from '../support/static-server';
import { expectNoAxeViolations } from '../support/widget-page';

const here = dirname(fileURLToPath(import.meta.url));

/** The gallery needs no emulator: its page is built once per worker and served like the harness. */
const test = base.extend<object, { gallery: StaticServer }>({
  gallery: [
    async ({}, use) => {
      const outDir = await mkdtemp(join(tmpdir(), 'foyer-gallery-'));
      await build({
        configFile: resolve(here, '../harness/gallery.vite.config.ts'),
        logLevel: 'warn',
        build: { outDir },
      });
      const server = await serveStatic(outDir);
      await use(server);
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({}, use) => {
      const chromium = findChromium();
      if (!chromium)
        throw new Error('No Chromium found: run `npm test` once, or install Debian\'s "chromium".');
      await use({ executablePath: chromium.path, args: [...BASE_CHROMIUM_FLAGS] });
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

async function openEntry(page: Page, entry: GalleryEntry, view: GalleryView): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
  const params = new URLSearchParams({
    entry: galleryEntryId(entry),
    theme: view.theme,
    locale: view.locale,
  });
  if (view.shadow) params.set('shadow', '1');
  await page.goto(`/gallery.html?${params}`);
  await expect(page.locator('body')).toHaveAttribute('data-gallery', 'ready');
}

const LIGHT_EN: GalleryView = { theme: 'light', locale: 'en', shadow: false };

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

  for (const entry of GALLERY_ENTRIES) {
    const id = galleryEntryId(entry);
    test(`${id} looks as recorded and passes axe (light, en)`, async ({ page }) => {
      await openEntry(page, entry, LIGHT_EN);
      await expect(page).toHaveScreenshot(`${entry.screen}-${entry.state}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
      await expectNoAxeViolations(page);
    });
  }

  // Each screen once in the dark theme in each other language, in shadow DOM and in light DOM.
  const firstOfEachScreen = GALLERY_ENTRIES.filter(
    (entry, index) => GALLERY_ENTRIES.findIndex((other) => other.screen === entry.screen) === index,
  );
  const otherViews: GalleryView[] = [
    { theme: 'dark', locale: 'es', shadow: true },
    { theme: 'dark', locale: 'pt-br', shadow: false },
  ];
  for (const entry of firstOfEachScreen) {
    for (const view of otherViews) {
      const viewName = `${view.theme}, ${view.locale}, ${view.shadow ? 'shadow' : 'light'} DOM`;
      test(`${galleryEntryId(entry)} passes axe (${viewName})`, async ({ page }) => {
        await openEntry(page, entry, view);
        await expectNoAxeViolations(page);
      });
    }
  }
});
