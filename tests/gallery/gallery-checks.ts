import { expect, type Page } from '@playwright/test';
import type { NodeResult } from 'axe-core';
import { axeResults, listViolations } from '../support/axe';
import { findCutOffText } from '../support/cut-off-text';
import { systemFontsDrawn } from '../support/picture-fonts';

/** Every cell's widget element on the gallery page (tests/harness/gallery.tsx). */
const WIDGETS = '.gallery-widget';

/**
 * Rules that compare an element with the rest of the page: a widget alone on its page is what they
 * judge, so look-alikes count only within one cell, not across the same widget shown side by side.
 */
const UNIQUE_ON_THE_PAGE = new Set([
  'landmark-unique',
  'duplicate-id',
  'duplicate-id-aria',
  'duplicate-id-active',
]);

/** The document-level selector axe gives an element: for one in a shadow root, its host's. */
const documentSelector = (target: NodeResult['target']): string => {
  const first = target[0];
  return (Array.isArray(first) ? first[0] : first) ?? '';
};

/**
 * Axe over every cell's widget in one run, each violation under the caption of the cell it is in:
 * the same rules as over one widget on a page of its own.
 */
async function axeViolationsByCell(page: Page): Promise<string[]> {
  const { violations } = await axeResults(page, { include: WIDGETS });
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      selector: documentSelector(node.target),
      twins: [...node.any, ...node.all, ...node.none].flatMap((check) =>
        (check.relatedNodes ?? []).map((related) => documentSelector(related.target)),
      ),
      finding: listViolations([{ ...violation, nodes: [node] }])[0] ?? '',
    })),
  );
  const cells = await page.evaluate(
    (selectors) =>
      selectors.map(
        (selector) =>
          document.querySelector(selector)?.closest<HTMLElement>('[data-picture-part]')?.dataset
            .picturePart ?? 'outside every cell',
      ),
    found.flatMap(({ selector, twins }) => [selector, ...twins]),
  );
  let next = 0;
  const cellOf = () => cells[next++] ?? '';
  return found.flatMap(({ rule, twins, finding }) => {
    const cell = cellOf();
    if (!UNIQUE_ON_THE_PAGE.has(rule)) return [`${cell}: ${finding}`];
    // Axe names the first of a group of look-alikes and relates the others to it.
    const group = [cell, ...twins.map(cellOf)];
    const sharedCells = new Set(group.filter((each, index) => group.indexOf(each) !== index));
    return [...sharedCells].map((shared) => `${shared}: ${finding}`);
  });
}

/** The captions of the cells whose widget's card shows no text at all. */
const emptyCells = (page: Page): Promise<string[]> =>
  page.evaluate(
    (widgets) =>
      Array.from(document.querySelectorAll<HTMLElement>(widgets))
        .filter(
          (host) =>
            !(host.shadowRoot ?? host).querySelector<HTMLElement>('.foyer-container')?.innerText.trim(),
        )
        .map((host) => host.closest<HTMLElement>('[data-picture-part]')?.dataset.picturePart ?? widgets),
    WIDGETS,
  );

/**
 * Every cell on the page shows its widget with text in it, passes axe, has nothing cut off, and draws
 * every glyph with the fonts the page brought: a system font would make the picture hold only on
 * machines with the same fonts installed. Each finding names its cell.
 */
export async function expectEveryCellWholeAndOnlyBundledFonts(page: Page): Promise<void> {
  expect(await emptyCells(page)).toEqual([]);
  expect(await axeViolationsByCell(page)).toEqual([]);
  expect(await findCutOffText(page, WIDGETS)).toEqual([]);
  expect(await systemFontsDrawn(page)).toEqual([]);
}
