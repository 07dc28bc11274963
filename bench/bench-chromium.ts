import { type Browser, chromium } from 'playwright-core';
import { findChromium } from '../main/chromium-launch';
import { ensureChromium } from '../scripts/ensure-chromium';
import { BASE_CHROMIUM_FLAGS } from '../tests/support/chromium';

/**
 * The browser the bench measures in: the full Chromium a user runs (headless, but with the browser's
 * own layers), not the lighter shell the test suites drive, whose times would flatter every page.
 */
async function benchChromium(): Promise<string> {
  const tests = await ensureChromium({ say: () => {} });
  return findChromium()?.path ?? tests;
}

/**
 * Browser features the bench turns off. Each cold run opens a fresh browser context, which comes with
 * a window of its own, and with that window's first navigation this Chromium loads its address bar's
 * popup: a WebUI page of some twenty scripts, in a renderer of its own, on the same two cores as the
 * page being timed (about 110 ms of a console load here). A user opening a page in a browser already
 * running has that popup loaded already, so no page they open pays for it.
 */
const BENCH_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off itself (paint holding among them), as a browser it launched
 * shows its own command line on chrome://version. Chromium heeds only the last `--disable-features`
 * it is given, so the bench's must repeat these.
 */
async function playwrightDisabledFeatures(executablePath: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath, args: BASE_CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const features = /--disable-features=(\S+)/.exec(commandLine)?.[1];
    if (features === undefined)
      throw new Error(`chrome://version shows no --disable-features in: ${commandLine}`);
    return features.split(',');
  } finally {
    await browser.close();
  }
}

/** The bench's Chromium, launched with the suites' flags, `args`, and the features above turned off. */
export async function launchBenchChromium(
  args: string[] = [],
): Promise<{ browser: Browser; executablePath: string }> {
  const executablePath = await benchChromium();
  const disabled = [...(await playwrightDisabledFeatures(executablePath)), ...BENCH_DISABLED_FEATURES];
  const browser = await chromium.launch({
    executablePath,
    args: [...BASE_CHROMIUM_FLAGS, ...args, `--disable-features=${disabled.join(',')}`],
  });
  return { browser, executablePath };
}
