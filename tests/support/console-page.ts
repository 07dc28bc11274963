import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningEmulator } from '@foyer/emulator';
import { expect, type Page } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const FONTSOURCE = resolve(here, '../../node_modules/@fontsource-variable');

/** The emulator's console for a project's view, on localhost as the banner names it. */
export function consoleUrl(emulator: Pick<RunningEmulator, 'httpUrl'>, publicToken?: string, view = 'inbox') {
  const origin = emulator.httpUrl.replace('//127.0.0.1:', '//localhost:');
  return publicToken ? `${origin}/p/${encodeURIComponent(publicToken)}/${view}` : `${origin}/`;
}

/** Opens a view of the console and waits until it has read the project once. */
export async function openConsole(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('navigation', { name: 'Project views' })).toBeVisible();
}

// The fonts the console's pictures draw with, served as if from the emulator's own origin (its CSP
// takes styles and fonts from itself only): Fontsource's stylesheets and files, and a sheet that
// sets them on the page, its fields and its monospace text.
const PICTURE_FONTS_PATH = '/__picture-fonts/';
const PICTURE_SHEET = `
:root, button, input, select, textarea { font-family: "Noto Sans Variable"; }
:root { --mono: "Noto Sans Mono Variable"; }
code, pre, kbd, samp { font-family: var(--mono); }
`;

/**
 * Makes the console draw with fonts the tests bring (npm's Fontsource), never the machine's, so its
 * pictures hold on any machine. Call before opening the console; the page keeps them until it reloads.
 */
export async function bringPictureFonts(page: Page, origin: string): Promise<() => Promise<void>> {
  await page.route(`${origin}${PICTURE_FONTS_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(PICTURE_FONTS_PATH.length);
    if (path === 'page.css') return route.fulfill({ contentType: 'text/css', body: PICTURE_SHEET });
    // `<package>/index.css` and the files its url()s name, below the package only.
    if (!/^noto-sans(-mono)?\/(index\.css|files\/[a-z0-9-]+\.woff2)$/.test(path)) return route.abort();
    const body = await readFile(join(FONTSOURCE, path));
    return route.fulfill({ body, contentType: path.endsWith('.css') ? 'text/css' : 'font/woff2' });
  });
  return async () => {
    for (const sheet of ['noto-sans/index.css', 'noto-sans-mono/index.css', 'page.css']) {
      await page.addStyleTag({ url: `${origin}${PICTURE_FONTS_PATH}${sheet}` });
    }
    // Fonts load when text first needs them: ask for each face now, then wait for every load.
    await page.evaluate(async () => {
      await Promise.all(
        [
          '400 14px "Noto Sans Variable"',
          '600 14px "Noto Sans Variable"',
          '12px "Noto Sans Mono Variable"',
        ].map((font) => document.fonts.load(font, 'Aa0')),
      );
      await document.fonts.ready;
    });
  };
}
