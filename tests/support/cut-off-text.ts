import type { Page } from '@playwright/test';

/**
 * What of each widget's card spills out of it or is clipped inside it: a long word of some language
 * that pushes past the card's edge, or a label its box hides. `hosts` selects the widgets' elements;
 * each finding names the element and its text, after the name of the picture's part it is in (the
 * `data-picture-part` of the host or an ancestor) when there is one. The card's own descendants only:
 * toasts and the overlay sit outside it by design.
 */
export async function findCutOffText(page: Page, hosts: string): Promise<string[]> {
  return page.evaluate((hosts) => {
    const findings: string[] = [];
    const elements = Array.from(document.querySelectorAll<HTMLElement>(hosts));
    if (elements.length === 0) return [`nothing matches ${hosts}`];
    for (const host of elements) {
      const part = host.closest<HTMLElement>('[data-picture-part]')?.dataset.picturePart;
      const report = (finding: string) => findings.push(part ? `${part}: ${finding}` : finding);
      const root = host.shadowRoot ?? host;
      const card = root.querySelector<HTMLElement>('.foyer-container');
      if (!card) {
        report(`no .foyer-container in ${hosts}`);
        continue;
      }
      const bounds = card.getBoundingClientRect();
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').trim().slice(0, 60)}`;
      for (const element of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Visually hidden texts (for screen readers) are 1px boxes clipped on purpose.
        if (getComputedStyle(element).clip.startsWith('rect') || box.width <= 1) continue;
        if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
          report(`spills out of the card: ${describe(element)}`);
          continue;
        }
        // A field scrolls its own value, which may be longer than the field on purpose.
        if (element.matches('input, textarea, select')) continue;
        const style = getComputedStyle(element);
        const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1) report(`clipped: ${describe(element)}`);
      }
    }
    return findings;
  }, hosts);
}
