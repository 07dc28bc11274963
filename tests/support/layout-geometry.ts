import type { Locator, Page } from '@playwright/test';

/** A box in page pixels, with its right edge spelled out. */
export type Box = { left: number; right: number; top: number; bottom: number; width: number };

/** The extent of each line of an element's text, top to bottom. */
export function textLines(element: Locator): Promise<{ left: number; right: number }[]> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Map<number, { left: number; right: number }>();
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width === 0) continue;
      const middle = Math.round((rect.top + rect.bottom) / 2);
      const line = [...lines.keys()].find((other) => Math.abs(other - middle) < rect.height / 2);
      const known = line === undefined ? undefined : lines.get(line);
      if (known) {
        known.left = Math.min(known.left, rect.left);
        known.right = Math.max(known.right, rect.right);
      } else lines.set(middle, { left: rect.left, right: rect.right });
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
}

/** The box inside an element's padding and border: where its children are laid out. */
export function contentBox(element: Locator): Promise<Box> {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const inset = (side: string) =>
      Number.parseFloat(style.getPropertyValue(`padding-${side}`)) +
      Number.parseFloat(style.getPropertyValue(`border-${side}-width`));
    const left = rect.left + inset('left');
    const right = rect.right - inset('right');
    return {
      left,
      right,
      top: rect.top + inset('top'),
      bottom: rect.bottom - inset('bottom'),
      width: right - left,
    };
  });
}

export async function elementBox(element: Locator): Promise<Box> {
  return element.evaluate((node) => {
    const { left, right, top, bottom, width } = node.getBoundingClientRect();
    return { left, right, top, bottom, width };
  });
}

/**
 * The characters of an element's text in the order they appear on screen, left to right (spaces
 * left out): what a reader sees, whatever the order in the DOM.
 */
export function charactersFromLeft(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const placed: { char: string; x: number }[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      for (let index = 0; index < content.length; index++) {
        const char = content[index] ?? '';
        // Bidi marks and spaces have no place of their own on screen.
        if (/[\s\u200e\u200f\u2066-\u2069]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getBoundingClientRect();
        placed.push({ char, x: box.left + box.width / 2 });
      }
    }
    return placed
      .sort((a, b) => a.x - b.x)
      .map(({ char }) => char)
      .join('');
  });
}

/**
 * How much of an element's drawing (dark on light) lies in its left half and in its right half, from
 * a screenshot: an arrow's head carries more ink than its shaft, so the heavier side is where it points.
 */
export async function inkByHalf(page: Page, element: Locator): Promise<{ left: number; right: number }> {
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data: pixels, width, height } = context.getImageData(0, 0, image.width, image.height);
    const ink = { left: 0, right: 0 };
    // An odd middle column belongs to neither half.
    const half = Math.floor(width / 2);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4;
        const luminance =
          0.2126 * (pixels[at] ?? 0) + 0.7152 * (pixels[at + 1] ?? 0) + 0.0722 * (pixels[at + 2] ?? 0);
        const amount = 255 - luminance;
        if (x < half) ink.left += amount;
        else if (x >= width - half) ink.right += amount;
      }
    }
    return ink;
  }, png);
}
