import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type Result } from 'axe-core';

/** Where on the page axe looks: CSS selectors of the parts to check and of those to leave out. */
export type AxeScope = { include?: string; exclude?: string };

/**
 * Axe's findings on a page, run by axe-core inside the page. Axe is put into each document once and
 * then run as often as a test likes: the widget's checks run it after every screen of every
 * language, and @axe-core/playwright injects its 500 kB again on each run and, by default, opens a
 * blank page to merge the frames' results, which made one check seven times slower. None of the pages
 * checked here draws a frame, so the page's own document is all there is to check.
 *
 * Only violations come back in full: passes and the rest carry one node each, which is enough to
 * see that axe found something to check.
 */
export async function axeResults(page: Page, scope: AxeScope = {}): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  // Without an include, axe checks the whole document (less what is excluded).
  const context = {
    ...(scope.include ? { include: [scope.include] } : {}),
    exclude: scope.exclude ? [scope.exclude] : [],
  };
  return page.evaluate(
    (context) => (window as unknown as { axe: typeof axe }).axe.run(context, { resultTypes: ['violations'] }),
    context,
  );
}

/** Each violation as `rule: help (targets)`: short enough to read in a failed assertion. */
export function listViolations(violations: readonly Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
}

/** No axe violation in the scope, and axe saw something there (a pass): not an empty element. */
export async function expectAxeClean(page: Page, scope: AxeScope = {}): Promise<void> {
  const results = await axeResults(page, scope);
  expect(listViolations(results.violations)).toEqual([]);
  expect(results.passes.length).toBeGreaterThan(0);
}
