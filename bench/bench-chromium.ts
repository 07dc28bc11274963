import { findChromium } from '../main/chromium-launch';
import { ensureChromium } from '../scripts/ensure-chromium';

/**
 * The browser the bench measures in: the full Chromium a user runs (headless, but with the browser's
 * own layers), not the lighter shell the test suites drive, whose times would flatter every page.
 */
export async function benchChromium(): Promise<string> {
  const tests = await ensureChromium({ say: () => {} });
  return findChromium()?.path ?? tests;
}
