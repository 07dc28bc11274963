import type { Browser } from 'playwright-core';
import type { BenchConfigName } from './pages/bench-params';
import { type BenchTimings, INTERACTIVE_MESSAGE } from './pages/interactive-probe';
import type { BenchPage } from './pages/vite.config';

/** One cold load of one bench page: its own timings, and which of its scripts arrived in time. */
export type ColdRun =
  | {
      ok: true;
      mountToInteractive: number;
      loadToInteractive: number;
      /** Build file names (`assets/…js`) whose download ended before the input was usable. */
      scriptsBeforeInteractive: string[];
      /** Scripts from elsewhere than the page's own build, requested before the input was usable. */
      foreignScripts: string[];
    }
  | { ok: false; reason: string };

/** Long enough for a cold load on a busy machine; a run that takes longer is reported as failed. */
const INTERACTIVE_TIMEOUT_MS = 60_000;

export async function coldRun(
  browser: Browser,
  pageUrl: string,
  page: BenchPage,
  configName: BenchConfigName,
  publicToken: string,
): Promise<ColdRun> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const pageErrors: string[] = [];
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    const url = new URL(pageUrl);
    url.searchParams.set('token', publicToken);
    url.searchParams.set('config', configName);
    // Nothing is evaluated in the page until it is usable (see INTERACTIVE_MESSAGE).
    const [isInteractive] = await Promise.all([
      tab
        .waitForEvent('console', {
          predicate: (message) => message.text() === INTERACTIVE_MESSAGE,
          timeout: INTERACTIVE_TIMEOUT_MS,
        })
        .then(
          () => true,
          () => false,
        ),
      tab.goto(url.href, { waitUntil: 'commit' }),
    ]);
    if (!isInteractive) {
      const errors = await tab.evaluate(() => window.benchTimings?.errors ?? []).catch(() => []);
      return { ok: false, reason: `${page}: no usable input (${[...pageErrors, ...errors].join('; ')})` };
    }
    const measured = await tab.evaluate(() => {
      const timings: BenchTimings = window.benchTimings;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => entry.responseEnd <= (timings.interactive ?? 0))
        .map((entry) => entry.name);
      return { timings, scripts, base: new URL('.', location.href).href };
    });
    const { mountStart = Number.NaN, interactive = Number.NaN } = measured.timings;
    const isOwn = (name: string) => name.startsWith(measured.base);
    return {
      ok: true,
      mountToInteractive: interactive - mountStart,
      loadToInteractive: interactive,
      scriptsBeforeInteractive: measured.scripts
        .filter(isOwn)
        .map((name) => new URL(name).pathname.slice(new URL(measured.base).pathname.length)),
      foreignScripts: measured.scripts.filter((name) => !isOwn(name)),
    };
  } finally {
    await context.close();
  }
}
